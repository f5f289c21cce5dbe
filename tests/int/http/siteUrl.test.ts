/**
 * The site's public address is the running server's: read from SITE_URL when asked for, and
 * required by a production server, which stops at start-up with a message naming what to set.
 */
import { spawnSync } from 'node:child_process'

import { payloadServerUrl, siteUrl, siteUrlProblem } from '../../../src/server/site/siteUrl'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
})

describe('SITE_URL', () => {
  it('is read each time it is asked for, without a trailing slash', () => {
    process.env.SITE_URL = 'https://one.example/'
    expect(siteUrl()).toBe('https://one.example')
    process.env.SITE_URL = 'https://two.example'
    expect(siteUrl()).toBe('https://two.example')
  })

  it('must be an origin', () => {
    delete process.env.SITE_URL
    expect(siteUrlProblem()).toMatch(/SITE_URL must be set in production/)
    process.env.SITE_URL = 'https://church.example/site'
    expect(siteUrlProblem()).toMatch(/no path/)
    process.env.SITE_URL = 'church.example'
    expect(siteUrlProblem()).toMatch(/no path/)
    process.env.SITE_URL = 'https://church.example/'
    expect(siteUrlProblem()).toBeUndefined()
  })

  it("is Payload's serverURL, and a production server refuses to load its config without it", () => {
    process.env.SITE_URL = 'https://church.example'
    expect(payloadServerUrl()).toBe('https://church.example')
    delete process.env.SITE_URL
    ;(process.env as Record<string, string>).NODE_ENV = 'production'
    expect(() => payloadServerUrl()).toThrow(/SITE_URL must be set in production/)
    process.env.NEXT_PHASE = 'phase-production-build'
    expect(payloadServerUrl()).toBe('')
  })

  it('npm start stops at once without it (or without PAYLOAD_SECRET), saying what to set', () => {
    const env: NodeJS.ProcessEnv = {
      ...saved,
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'x',
    }
    delete env.SITE_URL
    const result = spawnSync(process.execPath, ['src/server/http/start.mjs', '-p', '0'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('SITE_URL must be set in production')
    expect(result.stderr).toContain('SITE_URL=https://church.example')
    const noSecret = spawnSync(process.execPath, ['src/server/http/start.mjs', '-p', '0'], {
      env: { ...env, PAYLOAD_SECRET: '', SITE_URL: 'https://church.example' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(noSecret.status).toBe(1)
    expect(noSecret.stderr).toContain('PAYLOAD_SECRET must be set in production')
  })
})
