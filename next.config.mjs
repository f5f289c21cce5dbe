import os from 'node:os'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

const production = process.env.NODE_ENV === 'production'
const policy = (directives) => directives.filter(Boolean).join('; ')

/**
 * The public site's policy, as Next sends it wherever it runs (`next start`, the standalone
 * `node server.js`, `npm start`). Next writes each page's bootstrap and data as inline scripts
 * whose text changes whenever the page is regenerated, so this base policy allows inline
 * scripts ('unsafe-inline') and nothing else: no eval, no script from another origin, no
 * plugin, no <base>, no framing, no form posting elsewhere.
 *
 * The production server (`npm start`, src/platform/http/start.mjs) makes it strict: its front
 * (src/platform/http/pageCache.mjs) adds to script-src the SHA-256 of each of the page's inline
 * scripts that has a shape Next writes, and a browser that reads hashes (CSP Level 2, every
 * current one) then ignores 'unsafe-inline', so an inline script Next did not write is blocked
 * (docs/deployment.md, Content-Security-Policy). `next dev` also needs eval.
 */
const siteCsp = policy([
  "default-src 'self'",
  production
    ? "script-src 'self' 'unsafe-inline'"
    : "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "media-src 'self' https:",
  `connect-src 'self'${production ? '' : ' ws: wss:'}`,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  production && 'upgrade-insecure-requests',
])

/** Payload's panel needs inline and eval'd scripts and frames itself for live preview. */
const cmsCsp = policy([
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "media-src 'self' https:",
  `connect-src 'self'${production ? '' : ' ws: wss:'}`,
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
])

/** JSON and files: nothing in them may run or be framed. */
const apiCsp = policy([
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
])

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  ...(production
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
]

/**
 * The addresses `next dev` is opened at: it serves its development resources (hot reload,
 * the scripts of a page being compiled) only to these, so a page opened at 127.0.0.1 or at the
 * network address `next dev` prints would otherwise never hydrate.
 */
const devOrigins = [
  'localhost',
  '127.0.0.1',
  ...Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => address.address),
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  allowedDevOrigins: devOrigins,
  // Lets several servers (dev, e2e) run from one checkout without sharing build output.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `NEXT_OUTPUT=standalone npm run build` also writes <distDir>/standalone/: a server.js with
  // only the files it needs, for a container (docs/deployment.md). The default build is the
  // one `npm start` and `next start` run; both also run from a standalone build.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' } : {}),
  // What the server reads at run time is traced; never the operator's data or the project's
  // own tests and documents, whatever a dependency's file access looks like to the tracer, nor
  // the schema tools (drizzle-kit and its esbuild), which only `npm run migrate:create` runs:
  // a server applies the committed migrations.
  // The demo pictures the seed stores on a fresh database (src/server/seed/demoMedia.ts), read
  // from the app's folder at run time: the standalone output carries them.
  outputFileTracingIncludes: { '**/*': ['src/server/seed/pictures/*.jpg'] },
  outputFileTracingExcludes: {
    '**/*': [
      'data/**',
      'media/**',
      'tests/**',
      'docs/**',
      'backups/**',
      '.ci/**',
      'scripts/**',
      'node_modules/drizzle-kit/**',
      'node_modules/@esbuild/**',
      'node_modules/esbuild/**',
    ],
  },
  // Payload requires drizzle-kit lazily, for writing migrations only (src/platform/ops/
  // drizzleKitAbsent.cjs says why the server goes without it).
  turbopack: {
    resolveAlias: { 'drizzle-kit/api': './src/platform/ops/drizzleKitAbsent.cjs' },
  },
  compiler: { styledComponents: true },
  poweredByHeader: false,
  // The site's cache (pages, route output, data reads) and the one path that expires it:
  // src/platform/cache/nextCache.mjs. In memory, empty at each start; Next's own memory layer off.
  cacheHandler: fileURLToPath(new URL('./src/platform/cache/nextCache.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // pdfkit reads its font metrics from its own folder at run time (contribution statements).
  serverExternalPackages: ['pdfkit'],
  typescript: { tsconfigPath: './tsconfig.build.json' },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      {
        source: '/((?!cms|api/|media/|_next/).*)',
        headers: [{ key: 'Content-Security-Policy', value: siteCsp }],
      },
      { source: '/cms/:path*', headers: [{ key: 'Content-Security-Policy', value: cmsCsp }] },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: apiCsp }] },
      { source: '/cms-api/:path*', headers: [{ key: 'Content-Security-Policy', value: apiCsp }] },
    ]
  },
  // An event's calendar file was once /events/<id>.ics; it is now /events/<slug>/calendar.ics,
  // whose handler also finds an event by that id.
  async rewrites() {
    return [{ source: '/events/:id(\\d+).ics', destination: '/events/:id/calendar.ics' }]
  },
  // Next would hash every page's HTML per request for an ETag; pages are cached and
  // revalidated by tag, so the hash only costs throughput.
  generateEtags: false,
  experimental: {
    // Unknown addresses get the public site's not-found page (src/app/global-not-found.tsx).
    globalNotFound: true,
    // One worker while prerendering: every worker would otherwise open the database
    // and race to migrate and seed it.
    cpus: 1,
    // The public site navigates with plain links, so nearly every visit is a first page load:
    // each page's scripts are merged into as few files as the chunker allows (8 on Home
    // instead of 9, 10 on /contact instead of 12), trading reuse across client navigations
    // for fewer requests and better compression.
    turbopackChunking: {
      firstPageLoadPriority: 1,
      requestCost: 1_000_000,
      minChunkSize: 1_000_000,
      maxChunkCountPerGroup: 2,
    },
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload's panel picks its light or dark theme from a client hint, which withPayload asks
 * for on every path. Only the panel asks for it here: on public pages `Critical-CH` would
 * make Chrome send every first visit's request twice, and the hints add weight to each file.
 */
const withAllHeaders = config.headers
config.headers = async () =>
  (await withAllHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
      ? { ...rule, source: '/cms/:path*' }
      : rule,
  )

export default config
