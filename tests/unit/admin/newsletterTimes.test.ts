/**
 * The Newsletters screen's clock and figures: a send time typed as Dallas time becomes the
 * right instant in winter and in summer, instants read back in Dallas words, and a send's
 * figures as the progress line and the summary say them.
 */
import type { NewsletterJson } from '@/lib/contract/types'
import {
  dallasWallClockToIso,
  formatDallasLong,
} from '@/components/admin/newsletters/newsletterJson'
import { deliveredText, progressText } from '@/components/admin/newsletters/SendProgress'

describe('a send time in Dallas', () => {
  it('reads a datetime-local value as Central time, standard and daylight', () => {
    expect(dallasWallClockToIso('2026-12-06T09:00')).toBe('2026-12-06T15:00:00.000Z')
    expect(dallasWallClockToIso('2027-07-04T18:30')).toBe('2027-07-04T23:30:00.000Z')
  })

  it('refuses what is not a complete date and time', () => {
    expect(dallasWallClockToIso('')).toBeNull()
    expect(dallasWallClockToIso('2026-12-06')).toBeNull()
    expect(dallasWallClockToIso('2026-12-06T9:00')).toBeNull()
  })

  it('says an instant in Dallas words', () => {
    expect(formatDallasLong('2026-12-06T15:00:00.000Z')).toBe('Sunday, December 6, 2026 at 9:00 AM')
    expect(formatDallasLong(null)).toBe('')
  })
})

describe('the progress line of a send', () => {
  const send = (sent: number, failed: number, total: number | null, uncertain = 0) =>
    ({ sent, failed, uncertain, total }) as NewsletterJson

  it('counts what is left of the total', () => {
    expect(progressText(send(40, 2, 100))).toBe('Sent 40 · Failed 2 · Remaining 58 of 100')
    expect(progressText(send(98, 2, 100))).toBe('Sent 98 · Failed 2 · Remaining 0 of 100')
  })

  it('says what a finished send delivered, and the failures only when there were some', () => {
    expect(deliveredText(send(98, 2, 100))).toBe('Delivered to 98 of 100 subscribers · 2 failed')
    expect(deliveredText(send(18, 0, 18))).toBe('Delivered to 18 of 18 subscribers')
  })

  it('counts the uncertain copies apart, and only when there are some', () => {
    expect(progressText(send(40, 2, 100, 1))).toBe(
      'Sent 40 · Failed 2 · Remaining 57 of 100 · 1 uncertain',
    )
    expect(deliveredText(send(316, 0, 318, 2))).toBe(
      'Delivered to 316 of 318 subscribers · 2 uncertain',
    )
  })
})
