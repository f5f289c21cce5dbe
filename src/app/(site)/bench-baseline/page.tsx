import type { Metadata } from 'next'

// A bare page of this app (same layout, no content) that the benchmark measures as its baseline.
export const metadata: Metadata = {
  title: 'Benchmark baseline',
  robots: { index: false, follow: false },
}

export default function BenchBaselinePage() {
  return (
    <div style={{ padding: '3rem 1.25rem', maxWidth: 760, margin: '0 auto' }}>
      <h1>Benchmark baseline</h1>
      <p>A minimal page used to compare the public pages against this app’s own floor.</p>
    </div>
  )
}
