/**
 * A real mail server for tests (smtp-server on the loopback address), keeping every message it
 * receives in full (up to SMTP's final "."), parsed (mailparser); a message whose sender goes
 * away before its end is dropped, as a mail server drops it. `onRecipient` hears each
 * message's recipient as the sender names it, before the message's body; `onMessage` hears each
 * message once it has arrived whole, before the mail server answers its sender. ./smtpInbox.ts is the one every mail test file shares; tests that stop and start a mail
 * server, or one per process, make their own.
 */
import { randomInt } from 'node:crypto'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; subject: string; text: string; parsed: ParsedMail }

export type MailSink = {
  port: number
  /** Every message received so far, oldest first. */
  all: () => ReceivedMail[]
  /** The messages received for `address`, oldest first. */
  to: (address: string) => ReceivedMail[]
  /** Whether mail to `address` is put off for now (451), as a full or busy mailbox is. */
  putOff: (address: string, putOff: boolean) => void
  close: () => Promise<void>
}

/**
 * A port for a test's mail server: below Linux's range of ports for outgoing connections
 * (32768 and up), where the tests' own database connections would otherwise take it first.
 */
export const freePort = () => 20_000 + randomInt(12_000)

export async function startMailSink(
  options: {
    port?: number
    onRecipient?: () => void
    onMessage?: (mail: ReceivedMail) => Promise<void> | void
  } = {},
): Promise<MailSink> {
  const received: ReceivedMail[] = []
  const putOff = new Set<string>()
  const port = options.port ?? freePort()
  const server = new SMTPServer({
    // Plain SMTP on the loopback address, as a relay in the same network would take it.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The site keeps its connections open (a pool): on close, end them at once.
    closeTimeout: 50,
    // An address with "+refused" is no mailbox: refused for good (550), as a real server would.
    onRcptTo(address, _session, callback) {
      options.onRecipient?.()
      if (address.address.includes('+refused@')) {
        callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }))
        return
      }
      if (putOff.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }))
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            parsed,
          }
          received.push(mail)
          return options.onMessage?.(mail)
        })
        .then(() => callback())
        .catch((error: Error) => callback(error))
    },
  })
  // A sender that goes away mid-message (a killed server) resets its connection: no fault here.
  server.on('error', () => undefined)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    port,
    all: () => [...received],
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    putOff: (address, on) => {
      if (on) putOff.add(address.toLowerCase())
      else putOff.delete(address.toLowerCase())
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
