import { classifyEvents } from '@/lib/classifyEvents'
import { classifySermons } from '@/features/sermons/classifySermons'
import {
  dateBadge,
  formatClockTime,
  formatLongDate,
  formatShortDateTime,
  parseClockTime,
} from '@/lib/format'
import { givingUrl, type FundFormUrls } from '@/lib/givingUrl'
import { eventJsonLd } from '@/lib/eventJsonLd'
import { buildCalendar, escapeText, foldLine } from '@/lib/icsCalendar'
import { ministryIcon, ministryStyle, MINISTRY_COLOURS } from '@/lib/ministryStyle'
import { buildPodcastFeed, itunesDuration } from '@/features/sermons/podcastFeed'
import { isoDuration, sermonJsonLd } from '@/features/sermons/sermonJsonLd'
import { slugify, SLUG_MAX_LENGTH, uniqueSlug } from '@/lib/slug'
import { truncate } from '@/lib/truncate'

// 05:30 UTC on Nov 22 is still Nov 21 (23:30) in Dallas.
const LATE_EVENING_IN_DALLAS = new Date('2026-11-22T05:30:00Z')

describe('event classification', () => {
  const event = (id: number, date: string) => ({ id, date })

  it('classifies an event later today in Dallas as upcoming, even after midnight UTC', () => {
    const { upcoming, past } = classifyEvents([event(1, '2026-11-21')], LATE_EVENING_IN_DALLAS)
    expect(upcoming.map((e) => e.id)).toEqual([1])
    expect(past).toEqual([])
  })

  it('classifies yesterday as past', () => {
    const { past } = classifyEvents([event(1, '2026-11-20')], LATE_EVENING_IN_DALLAS)
    expect(past.map((e) => e.id)).toEqual([1])
  })

  it('orders upcoming soonest first and keeps at most 6 past events, latest first', () => {
    const events = [
      event(1, '2026-12-05'),
      event(2, '2026-11-25'),
      ...Array.from({ length: 8 }, (_, i) => event(10 + i, `2026-10-${String(10 + i)}`)),
    ]
    const { upcoming, past } = classifyEvents(events, LATE_EVENING_IN_DALLAS)
    expect(upcoming.map((e) => e.id)).toEqual([2, 1])
    expect(past).toHaveLength(6)
    expect(past[0].date).toBe('2026-10-17')
  })
})

describe('sermon classification', () => {
  const sermon = (id: number, date: string) => ({ id, date })

  it('counts a sermon from exactly one month ago (Dallas date) as recent', () => {
    const { recent, archive } = classifySermons(
      [sermon(1, '2026-10-21'), sermon(2, '2026-10-20')],
      LATE_EVENING_IN_DALLAS,
    )
    expect(recent.map((s) => s.id)).toEqual([1])
    expect(archive.map((s) => s.id)).toEqual([2])
  })

  it('uses calendar months: on March 31 the window starts on February 28', () => {
    const at = new Date('2027-03-31T18:00:00Z')
    const { recent } = classifySermons([sermon(1, '2027-02-28'), sermon(2, '2027-02-27')], at)
    expect(recent.map((s) => s.id)).toEqual([1])
  })

  it('keeps at most 9 archived sermons, newest first', () => {
    const old = Array.from({ length: 12 }, (_, i) =>
      sermon(i, `2026-0${(i % 9) + 1}-0${(i % 9) + 1}`),
    )
    const { archive } = classifySermons(old, LATE_EVENING_IN_DALLAS)
    expect(archive).toHaveLength(9)
    expect(archive[0].date >= archive[8].date).toBe(true)
  })
})

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('Short text.', 150)).toBe('Short text.')
  })

  it('cuts to at most the limit and adds an ellipsis', () => {
    const text = 'word '.repeat(60)
    const cut = truncate(text, 150)
    expect(cut.endsWith('...')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(153)
    expect(truncate('a'.repeat(200), 120)).toBe(`${'a'.repeat(120)}...`)
  })
})

describe('dates and times', () => {
  it('formats dates in en-US long form', () => {
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026')
    expect(dateBadge('2026-12-05')).toEqual({ month: 'Dec', day: '5' })
  })

  it('reads the calendar day of a date with a time after it, and leaves an impossible date as written', () => {
    expect(formatLongDate('2026-11-22T23:30:00.000Z')).toBe('November 22, 2026')
    expect(formatLongDate('2026-02-31')).toBe('2026-02-31')
    expect(formatLongDate('Easter')).toBe('Easter')
    expect(dateBadge('2026-13-01')).toEqual({ month: '', day: '2026-13-01' })
  })

  it('shows clock times in 12-hour form and free text as written', () => {
    expect(formatClockTime('18:30')).toBe('6:30 PM')
    expect(formatClockTime('00:05')).toBe('12:05 AM')
    expect(formatClockTime('12:00')).toBe('12:00 PM')
    expect(formatClockTime('After worship')).toBe('After worship')
  })

  it('accepts seconds and spaces around a clock time, and trims free text', () => {
    expect(formatClockTime(' 09:05:00 ')).toBe('9:05 AM')
    expect(formatClockTime('24:00')).toBe('24:00')
    expect(formatClockTime('  7:00 PM ')).toBe('7:00 PM')
    expect(parseClockTime('6:30 pm')).toEqual({ hours: 18, minutes: 30 })
    expect(parseClockTime('18:30:00')).toEqual({ hours: 18, minutes: 30 })
    expect(parseClockTime('After worship')).toBeNull()
  })
})

describe('ministry icon and colour', () => {
  it.each([
    ['Youth Ministry', 'youth'],
    ['Music Ministry', 'music'],
    ['Children’s Ministry', 'children'],
    ['Women’s Fellowship', 'fellowship'],
    ['Men of Valor', 'fellowship'],
    ['Community Outreach', 'outreach'],
    ['Adult Bible Study', 'bible'],
    ['Hospitality Team', 'church'],
  ])('picks the icon for %s by keyword', (name, icon) => {
    expect(ministryIcon(name)).toBe(icon)
  })

  it('cycles through six colours by list position', () => {
    expect(MINISTRY_COLOURS).toHaveLength(6)
    expect(ministryStyle('Any', 0).colour).toBe(ministryStyle('Any', 6).colour)
    expect(ministryStyle('Any', 1).colour).not.toBe(ministryStyle('Any', 0).colour)
  })
})

describe('giving links', () => {
  const forms = {
    general: 'https://give.example.com/general',
    tithes: 'https://give.example.com/tithes',
    missions: 'https://give.example.com/missions',
    building: 'https://give.example.com/building',
    youth: 'https://give.example.com/youth',
    outreach: 'https://give.example.com/outreach',
  } satisfies FundFormUrls

  it('tags the giving page links and falls back to general for an unknown fund', () => {
    const url = new URL(
      givingUrl(forms, { fund: 'roof', medium: 'giving_page', content: 'fund_card', amount: 50 }),
    )
    expect(url.pathname).toBe('/general')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'church_website',
      utm_medium: 'giving_page',
      utm_campaign: 'general_giving',
      utm_content: 'fund_card',
      amount: '50',
    })
  })
})

describe('iCalendar', () => {
  it('escapes text and folds lines at 75 octets without splitting characters', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(80)}`)
    for (const line of folded.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    }
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((l) => l.startsWith(' ')),
    ).toBe(true)
  })

  it('writes events in America/Chicago with stable UIDs and CRLF line ends', () => {
    const ics = buildCalendar(
      [
        {
          id: 7,
          title: 'Supper',
          date: '2026-12-05',
          time: '18:30',
          location: 'Hall',
          description: 'Food, fellowship',
        },
      ],
      { host: 'example.org', name: 'Church' },
    )
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago')
    expect(ics).toContain('DTSTART;TZID=America/Chicago:20261205T183000')
    expect(ics).toContain('UID:event-7@example.org')
    expect(ics).toContain('DESCRIPTION:Food\\, fellowship')
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })
})

describe('podcast feed', () => {
  it('writes enclosures with length and type, durations and stable guids', () => {
    const xml = buildPodcastFeed(
      [
        {
          id: 3,
          title: 'Grace & Truth',
          slug: 'grace-and-truth',
          preacher: 'Pastor',
          date: '2026-11-15',
          scripture: 'John 1:14',
          summary: 'A <summary>',
          audio_url: '/media/s.mp3',
          audio_bytes: 1234,
          duration_seconds: 3725,
        },
      ],
      { origin: 'https://church.example', title: 'Sermons', description: 'd', email: 'a@b.c' },
    )
    expect(xml).toContain(
      '<enclosure url="https://church.example/media/s.mp3" length="1234" type="audio/mpeg"/>',
    )
    expect(xml).toContain('<itunes:duration>1:02:05</itunes:duration>')
    expect(xml).toContain('<guid isPermaLink="false">sermon-3</guid>')
    expect(xml).toContain('Grace &amp; Truth')
    expect(itunesDuration(65)).toBe('1:05')
  })

  it('links each episode to its sermon page and the channel to the sermons page', () => {
    const xml = buildPodcastFeed(
      [
        {
          id: 4,
          title: 'Living Hope',
          slug: 'living-hope',
          preacher: 'Pastor',
          date: '2026-11-22',
          scripture: '1 Peter 1:3',
          summary: 'Born again to a living hope.',
          audio_url: '/media/h.mp3',
        },
      ],
      { origin: 'https://church.example', title: 'Sermons', description: 'd', email: 'a@b.c' },
    )
    const item = xml.slice(xml.indexOf('<item>'))
    expect(item).toContain('<link>https://church.example/sermons/living-hope</link>')
    expect(xml.slice(0, xml.indexOf('<item>'))).toContain(
      '<link>https://church.example/sermons</link>',
    )
  })
})

describe('page addresses', () => {
  it('makes a slug of a title: lower-case ASCII words joined by single hyphens', () => {
    expect(slugify('Grace & Truth', 'sermon')).toBe('grace-and-truth')
    expect(slugify('  Fall Festival 2026!  ', 'event')).toBe('fall-festival-2026')
    expect(slugify('Crème brûlée — Potluck', 'event')).toBe('creme-brulee-potluck')
    expect(slugify('God’s Love', 'sermon')).toBe('gods-love')
    expect(slugify('¿¡!?', 'event')).toBe('event')
    expect(slugify('a'.repeat(200), 'event')).toHaveLength(SLUG_MAX_LENGTH)
  })

  it("keeps clear of the list pages' segments and of slugs already taken", async () => {
    const none = async () => false
    expect(await uniqueSlug('page', none)).toBe('page-2')
    expect(await uniqueSlug('archive', none)).toBe('archive-2')
    const taken = new Set(['picnic', 'picnic-2'])
    expect(await uniqueSlug('picnic', async (slug) => taken.has(slug))).toBe('picnic-3')
  })

  it('describes a sermon as a podcast episode with its audio', () => {
    const data = sermonJsonLd(
      {
        title: 'Living Hope',
        slug: 'living-hope',
        preacher: 'Pastor Reed',
        date: '2026-11-22',
        scripture: '1 Peter 1:3',
        summary: 'Born again.',
        audio_url: '/media/h.m4a',
        duration_seconds: 3725,
      },
      { origin: 'https://church.example', churchName: 'Grace' },
    )
    expect(data).toMatchObject({
      '@type': 'PodcastEpisode',
      url: 'https://church.example/sermons/living-hope',
      datePublished: '2026-11-22',
      author: { name: 'Pastor Reed' },
      partOfSeries: {
        '@type': 'PodcastSeries',
        webFeed: 'https://church.example/sermons/feed.xml',
      },
      associatedMedia: {
        '@type': 'AudioObject',
        contentUrl: 'https://church.example/media/h.m4a',
        encodingFormat: 'audio/mp4',
        duration: 'PT1H2M5S',
      },
    })
    expect(isoDuration(0)).toBe('PT0S')
    expect(isoDuration(120)).toBe('PT2M')
  })

  it('describes an event with its start in Dallas local time and its page', () => {
    const data = eventJsonLd(
      {
        title: 'Fall Festival',
        date: '2026-10-31',
        time: '5:30 PM',
        description: 'Games.',
        location: 'Church lawn',
      },
      { name: 'Grace', address: '1 Main St, Dallas, TX' },
      'https://church.example/events/fall-festival',
    )
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2026-10-31T17:30:00',
      url: 'https://church.example/events/fall-festival',
      location: { '@type': 'Place', address: '1 Main St, Dallas, TX' },
    })
  })
})

describe('instants on the church clock', () => {
  it('shows a submission time in Dallas time, whatever the browser', () => {
    expect(formatShortDateTime('2026-11-24T17:06:00.000Z')).toBe('11/24/2026, 11:06 AM')
    expect(formatShortDateTime('2026-07-04T02:30:00.000Z')).toBe('7/3/2026, 9:30 PM')
  })
})
