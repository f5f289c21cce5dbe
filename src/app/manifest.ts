import type { MetadataRoute } from 'next'

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Grace Fellowship Baptist Church',
    short_name: 'Grace Fellowship',
    description: 'A Baptist family of faith in southwest Dallas since 1961.',
    start_url: '/',
    display: 'standalone',
    background_color: '#fbf7ef',
    theme_color: '#111c33',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/podcast-cover.png', sizes: '1400x1400', type: 'image/png' },
    ],
  }
}
