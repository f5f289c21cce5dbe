import type { Payload } from 'payload'

export const NEWSLETTER_SEND_TASK = 'newsletter-send'

export async function sendNewsletterBatch(payload: Payload, id: number | string): Promise<string> {
  void payload
  void id
  return 'todo'
}
