import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

export const DEFAULT_FROM_ADDRESS = process.env.EMAIL_FROM || 'website@gracebaptistdallas.org'
export const DEFAULT_FROM_NAME = process.env.EMAIL_FROM_NAME || 'Church Website'

/** The last messages written by the logging adapter, newest last; read by tests. */
export const outbox: SendEmailOptions[] = []
const OUTBOX_LIMIT = 100

/**
 * Without SMTP settings the site still "sends": it records the message and logs who it
 * was for and its subject. The body is never logged, because it may hold a prayer request.
 */
const loggingAdapter: EmailAdapter = ({ payload }) => ({
  name: 'log',
  defaultFromAddress: DEFAULT_FROM_ADDRESS,
  defaultFromName: DEFAULT_FROM_NAME,
  sendEmail: async (message) => {
    outbox.push(message)
    if (outbox.length > OUTBOX_LIMIT) outbox.shift()
    payload.logger.info({
      msg: 'email (not sent: no SMTP configured)',
      to: message.to,
      subject: message.subject,
    })
  },
})

/** The mail server's settings (SMTP_*), or null when none is set. */
export function smtpSettings() {
  if (!process.env.SMTP_HOST) return null
  return {
    host: process.env.SMTP_HOST,
    port: Number(process.env.SMTP_PORT || 587),
    secure: process.env.SMTP_SECURE === 'true',
    // A mail server that stops answering fails the message within two minutes (and it is
    // tried again): never longer than a job may run (collections/jobs/stalled.ts).
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    auth: process.env.SMTP_USER
      ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD ?? '' }
      : undefined,
  }
}

/**
 * Payload's email adapter: nodemailer over SMTP when SMTP_HOST is set, else the logging
 * adapter. The site's own emails go out through the send-email job and
 * src/platform/mail/smtp.ts, which reads the same settings.
 */
export function emailAdapter() {
  const transportOptions = smtpSettings()
  if (!transportOptions) return loggingAdapter
  return nodemailerAdapter({
    defaultFromAddress: DEFAULT_FROM_ADDRESS,
    defaultFromName: DEFAULT_FROM_NAME,
    // The site starts whether or not the mail server answers; the jobs retry.
    skipVerify: true,
    transportOptions,
  })
}
