import { ImageResponse } from 'next/og'

/**
 * The site's Open Graph card (1200 × 630): a gold kicker, a title and a line of detail on the
 * church's navy-to-burgundy ground. The default card and the event and sermon cards use it.
 */
export function shareCard({
  kicker,
  title,
  detail,
  titleSize = 72,
}: {
  kicker: string
  title: string
  detail: string
  titleSize?: number
}) {
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
        {kicker}
      </div>
      <div style={{ fontSize: titleSize, fontWeight: 700, marginTop: 24, lineHeight: 1.1 }}>
        {title}
      </div>
      <div style={{ fontSize: 34, marginTop: 28, color: '#ece4d6' }}>{detail}</div>
      <div
        style={{ display: 'flex', marginTop: 40, height: 8, width: 160, background: '#d4a72c' }}
      />
    </div>,
    { width: 1200, height: 630 },
  )
}
