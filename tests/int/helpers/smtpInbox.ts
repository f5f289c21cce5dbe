/**
 * A real mail server inside the test process (smtp-server), that the site's email adapter
 * sends to over SMTP (nodemailer, src/payload/email.ts), and that keeps every message it
 * receives, parsed (mailparser).
 *
 * Import it FIRST in a test file, before anything that loads Payload's configuration: on import
 * it points SMTP_HOST and SMTP_PORT at itself (a random port), which the configuration reads
 * when it is loaded, and starts listening. Jest gives each test file its own copy of `process.env`, so no other
 * file sees these settings.
 */
import { randomInt } from 'node:crypto'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; subject: string; text: string; parsed: ParsedMail }

const received: ReceivedMail[] = []

const server = new SMTPServer({
  // Plain SMTP on the loopback address, as a relay in the same network would take it.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  // The site keeps its connections open (a pool): on close, end them at once.
  closeTimeout: 50,
  // An address with "+refused" is no mailbox: refused for good (550), as a real server would.
  onRcptTo(address, _session, callback) {
    if (address.address.includes('+refused@')) {
      const error = Object.assign(new Error('No such mailbox here'), { responseCode: 550 })
      callback(error)
      return
    }
    callback()
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          parsed,
        })
        callback()
      })
      .catch((error: Error) => callback(error))
  },
})

// Set before anything else of the file is evaluated: modules imported after this one may run
// while it waits for the server to listen, and the configuration reads these as it loads.
const port = 40_000 + randomInt(20_000)
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(port)
process.env.SMTP_SECURE = 'false'
delete process.env.SMTP_USER

await new Promise<void>((resolve, reject) => {
  server.once('error', reject)
  server.listen(port, '127.0.0.1', resolve)
})

export const inbox = {
  /** Every message received so far, oldest first. */
  all: () => [...received],
  /** The messages received for `address`, oldest first. */
  to: (address: string) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
  close: () => new Promise<void>((resolve) => server.close(() => resolve())),
}

/** The first link of a message's text that goes to `page` (an absolute URL). */
export function linkTo(mail: ReceivedMail, page: string): URL {
  const found = mail.text.match(new RegExp(`https?://\\S*${page.replace(/[/?]/g, '\\$&')}\\S*`))
  if (!found) throw new Error(`no link to ${page} in the email "${mail.subject}"`)
  return new URL(found[0])
}
