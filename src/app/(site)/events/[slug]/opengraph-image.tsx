import { ImageResponse } from 'next/og'

import { formatLongDate } from '@/lib/format'
import { getEventBySlug } from '@/server/content/read'

/** The share card of one event: its title and date and place. */
export const alt = 'Grace Fellowship Baptist Church, Dallas, Texas'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

export default async function OpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const event = await getEventBySlug(slug).catch(() => null)
  return card(
    'Church Event',
    event?.title ?? 'Church Events',
    event ? `${formatLongDate(event.date)} · ${event.location}` : '',
  )
}

function card(kicker: string, title: string, detail: string) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '80px',
        background: 'linear-gradient(135deg, #111c33 0%, #1b2a4a 55%, #5a1526 100%)',
        color: '#fbf7ef',
        fontFamily: 'Georgia, serif',
      }}
    >
      <div style={{ fontSize: 30, color: '#d4a72c', letterSpacing: 6, textTransform: 'uppercase' }}>
        {`${kicker} · Grace Fellowship Baptist Church`}
      </div>
      <div style={{ fontSize: 72, fontWeight: 700, marginTop: 24, lineHeight: 1.1 }}>{title}</div>
      <div style={{ fontSize: 34, marginTop: 28, color: '#ece4d6' }}>{detail}</div>
      <div
        style={{ display: 'flex', marginTop: 40, height: 8, width: 160, background: '#d4a72c' }}
      />
    </div>,
    size,
  )
}
