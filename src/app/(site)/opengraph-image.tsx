import { ImageResponse } from 'next/og'

/** The Open Graph card shared by every public page that does not make its own. */
export const alt = 'Grace Fellowship Baptist Church, Dallas, Texas, since 1961'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

export default function OpenGraphImage() {
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
        Dallas, Texas · Since 1961
      </div>
      <div style={{ fontSize: 78, fontWeight: 700, marginTop: 24, lineHeight: 1.1 }}>
        Grace Fellowship Baptist Church
      </div>
      <div style={{ fontSize: 34, marginTop: 28, color: '#ece4d6' }}>
        Sunday School 10:00 AM · Worship 11:15 AM
      </div>
      <div
        style={{ display: 'flex', marginTop: 40, height: 8, width: 160, background: '#d4a72c' }}
      />
    </div>,
    size,
  )
}
