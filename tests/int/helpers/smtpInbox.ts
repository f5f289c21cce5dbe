/**
 * The mail server every mail test file shares (./mailSink.ts), that the site's email adapter
 * sends to over SMTP (nodemailer, src/platform/payload/email.ts).
 *
 * Import it FIRST in a test file, before anything that loads Payload's configuration: on import
 * it points SMTP_HOST and SMTP_PORT at itself (a random port), which the configuration reads
 * when it is loaded, and starts listening. Jest gives each test file its own copy of `process.env`, so no other
 * file sees these settings.
 */
import { freePort, type ReceivedMail, startMailSink } from './mailSink'

export type { ReceivedMail } from './mailSink'

// Set before anything else of the file is evaluated: modules imported after this one may run
// while it waits for the server to listen, and the configuration reads these as it loads.
const port = freePort()
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(port)
process.env.SMTP_SECURE = 'false'
delete process.env.SMTP_USER

export const inbox = await startMailSink({ port })

/** The first link of a message's text that goes to `page` (an absolute URL). */
export function linkTo(mail: ReceivedMail, page: string): URL {
  const found = mail.text.match(new RegExp(`https?://\\S*${page.replace(/[/?]/g, '\\$&')}\\S*`))
  if (!found) throw new Error(`no link to ${page} in the email "${mail.subject}"`)
  return new URL(found[0])
}
