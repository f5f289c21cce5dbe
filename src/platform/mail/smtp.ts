import { Readable } from 'node:stream'

import SMTPConnection from 'nodemailer/lib/smtp-connection'

import { smtpSettings } from '../payload/email'

/**
 * Hands one composed message to the mail server over SMTP (nodemailer's SMTPConnection), and
 * calls `record` at the one moment that makes a message go out at most once whatever happens
 * to this process: after the mail server has said it will take the message's body (354) and
 * before the body's end (the final "."), which is when the mail server takes the message.
 * Killed before `record` has written, the message is left unfinished and the mail server drops
 * it; after, the "." follows at once, and the message stays recorded as uncertain unless the
 * mail server's answer comes back (./deliver.ts).
 *
 * nodemailer's transports compose and buffer the whole message before the exchange starts, so
 * the moment a stream of the body ends says nothing about the exchange there; a connection
 * reads the body only once the mail server asked for it. Connections are reused (a few kept
 * open for a while), as nodemailer's pool does.
 */

const IDLE_MS = 10_000
const KEEP = 4

type Idle = { connection: SMTPConnection; timer: NodeJS.Timeout }
const idle: Idle[] = []

/** Whether a mail server is set (SMTP_HOST); without one, messages are only logged. */
export const hasMailServer = () => smtpSettings() !== null

async function open(): Promise<SMTPConnection> {
  const kept = idle.pop()
  if (kept) {
    clearTimeout(kept.timer)
    return kept.connection
  }
  const settings = smtpSettings()!
  const connection = new SMTPConnection(settings)
  // An error of a connection at rest (the mail server closing it) only ends it.
  connection.on('error', () => drop(connection))
  connection.on('end', () => drop(connection))
  try {
    await exchange(connection, (done) => connection.connect(() => done()))
    if (settings.auth) await exchange(connection, (done) => connection.login(settings.auth!, done))
  } catch (error) {
    connection.close()
    throw error
  }
  return connection
}

/**
 * One step of an SMTP exchange: its callback's error, or the connection's own (a refused or
 * broken connection is reported only as an event).
 */
function exchange(
  connection: SMTPConnection,
  step: (done: (error?: Error | null) => void) => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      connection.off('end', ended)
      reject(error)
    }
    const ended = () => {
      connection.off('error', fail)
      reject(new Error('The mail server closed the connection'))
    }
    connection.once('error', fail)
    connection.once('end', ended)
    step((error) => {
      connection.off('error', fail)
      connection.off('end', ended)
      if (error) reject(error)
      else resolve()
    })
  })
}

function drop(connection: SMTPConnection) {
  const at = idle.findIndex((entry) => entry.connection === connection)
  if (at >= 0) clearTimeout(idle.splice(at, 1)[0]!.timer)
}

function keep(connection: SMTPConnection) {
  if (idle.length >= KEEP) return connection.quit()
  const timer = setTimeout(() => {
    drop(connection)
    connection.quit()
  }, IDLE_MS)
  timer.unref()
  idle.push({ connection, timer })
}

/** Ends the connections kept open for the next message (a process that is done sending). */
export function closeIdleConnections() {
  for (const { connection, timer } of idle.splice(0)) {
    clearTimeout(timer)
    connection.close()
  }
}

/**
 * Sends `raw` (a composed MIME message) from `from` to `to`, calling `record` between the mail
 * server's go-ahead and the message's end. Rejects with the mail server's error (its
 * `responseCode` tells a refusal for good, 5xx, from one for now).
 */
export async function transmit(
  envelope: { from: string; to: string },
  raw: Buffer,
  record: () => Promise<void>,
): Promise<void> {
  const connection = await open()
  // A refused envelope ends the exchange before the body: the connection then drains the body
  // without sending it, and the message must not be recorded.
  let refused = false
  const body = Readable.from(
    (async function* () {
      yield raw
      if (!refused) await record()
    })(),
    { objectMode: false },
  )
  try {
    await exchange(connection, (done) =>
      connection.send({ from: envelope.from, to: [envelope.to] }, body, (error) => {
        if (error) refused = true
        done(error)
      }),
    )
  } catch (error) {
    connection.close()
    throw error
  }
  keep(connection)
}
