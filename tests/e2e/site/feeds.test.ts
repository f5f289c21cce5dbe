import { XMLParser, XMLValidator } from 'fast-xml-parser'

import { BASE_URL } from '../helpers/browser'

describe('feeds', () => {
  it('the sermon podcast is valid RSS with enclosures, durations and stable guids', async () => {
    const response = await fetch(`${BASE_URL}/sermons/feed.xml`)
    expect(response.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await response.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml)
    const items = feed.rss.channel.item as Record<string, unknown>[]
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      const enclosure = item.enclosure as Record<string, string>
      expect(enclosure['@_url']).toMatch(/^http:\/\/.+\/media\//)
      expect(Number(enclosure['@_length'])).toBeGreaterThan(0)
      expect(enclosure['@_type']).toMatch(/^audio\//)
      expect(String((item.guid as Record<string, string>)['#text'])).toMatch(/^sermon-\d+$/)
    }
    expect(feed.rss.channel['itunes:image']['@_href']).toMatch(/^http/)
    const again = await (await fetch(`${BASE_URL}/sermons/feed.xml`)).text()
    expect(again).toBe(xml)
  })

  it('the church calendar is RFC 5545: CRLF, folded lines, Chicago time zone', async () => {
    const response = await fetch(`${BASE_URL}/events.ics`)
    expect(response.headers.get('content-type')).toContain('text/calendar')
    const ics = await response.text()
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(ics).toContain('TZID:America/Chicago')
    expect(ics).toMatch(/DTSTART;TZID=America\/Chicago:\d{8}T\d{6}/)
    const uid = /UID:(event-(\d+)@[^\r]+)/.exec(ics) as RegExpExecArray
    const single = await (await fetch(`${BASE_URL}/events/${uid[2]}.ics`)).text()
    expect(single).toContain(`UID:${uid[1]}`)
  })
})
