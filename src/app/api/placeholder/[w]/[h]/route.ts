import { methods, route } from '@/platform/api/http'
import { ApiError, validationFailed } from '@/platform/api/errors'

const dimension = (label: string, raw: string) => {
  const value = Number(raw)
  if (!/^\d{1,4}$/.test(raw) || value < 1 || value > 2000) {
    throw validationFailed([
      { field: label, message: `${label} must be a whole number from 1 to 2000` },
    ])
  }
  return value
}

/** A neutral w x h picture for missing images: an SVG made from the two numbers only. */
export const { GET, POST, PUT, PATCH, DELETE } = methods<{ w: string; h: string }>({
  GET: route(async (_req, params) => {
    if (!params.w || !params.h) throw new ApiError(404, 'Not found')
    const w = dimension('width', params.w)
    const h = dimension('height', params.h)
    const font = Math.max(8, Math.min(48, Math.round(Math.min(w, h) / 6)))
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="#e5e7eb"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${font}" fill="#6b7280">${w}×${h}</text></svg>`
    return new Response(svg, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    })
  }),
})
