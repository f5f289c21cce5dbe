import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets several servers (dev, e2e) run from one checkout without sharing build output.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  compiler: { styledComponents: true },
  poweredByHeader: false,
  typescript: { tsconfigPath: './tsconfig.build.json' },
  experimental: {
    // One worker while prerendering: every worker would otherwise open the database
    // and race to migrate and seed it.
    cpus: 1,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
