'use client'

/**
 * Shown only when a page's own layout fails to render (every page handles its load failures
 * itself, with the spec's banners). Deliberately tiny: Next loads this boundary on every page,
 * and its built-in one weighs about 4 KB of script.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          fontFamily: 'Georgia, serif',
          background: '#faf7f0',
          color: '#111c33',
          textAlign: 'center',
        }}
      >
        <main style={{ padding: '2rem' }}>
          <h1>Grace Fellowship Baptist Church</h1>
          <p role="alert">Failed to load church information. Please try again later.</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            style={{ font: 'inherit', padding: '0.6rem 1.4rem', cursor: 'pointer' }}
          >
            Try Again
          </button>
        </main>
      </body>
    </html>
  )
}
