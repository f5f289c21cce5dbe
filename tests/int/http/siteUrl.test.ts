/**
 * The site's public address is the running server's: read from SITE_URL when asked for. A
 * production server needs it, its secret and its database named, and stops at start-up, before
 * it listens, with one message naming every one that is missing
 * (src/platform/payload/requiredSettings.mjs).
 */
import { spawnSync } from 'node:child_process'

import { settingProblems, siteUrlProblem } from '../../../src/platform/payload/requiredSettings.mjs'
import { payloadServerUrl } from '../../../src/platform/payload/settings'
import { siteUrl } from '../../../src/platform/site/siteUrl'

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
    expect(siteUrlProblem(undefined)).toMatch(/^SITE_URL: the address visitors use/)
    expect(siteUrlProblem('https://church.example/site')).toMatch(/no path/)
    expect(siteUrlProblem('church.example')).toMatch(/no path/)
    expect(siteUrlProblem('https://church.example/')).toBeUndefined()
  })

  it("is Payload's serverURL, and a production server refuses to load its config without it", () => {
    process.env.SITE_URL = 'https://church.example'
    expect(payloadServerUrl()).toBe('https://church.example')
    delete process.env.SITE_URL
    ;(process.env as Record<string, string>).NODE_ENV = 'production'
    expect(() => payloadServerUrl()).toThrow(/SITE_URL: the address visitors use/)
    process.env.NEXT_PHASE = 'phase-production-build'
    expect(payloadServerUrl()).toBe('')
  })

  it('npm start stops at once, before it listens, naming every missing setting in one message', () => {
    const env: NodeJS.ProcessEnv = { ...saved, NODE_ENV: 'production' }
    delete env.SITE_URL
    delete env.PAYLOAD_SECRET
    delete env.DATABASE_URL
    const started = Date.now()
    const result = spawnSync(process.execPath, ['src/platform/http/start.mjs', '-p', '0'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(result.stdout).not.toContain('Ready')
    expect(result.stderr).toContain('The server cannot start in production until these are set:')
    for (const name of ['PAYLOAD_SECRET', 'SITE_URL', 'DATABASE_URL']) {
      expect(result.stderr).toContain(`  - ${name}`)
    }
    expect(settingProblems({ ...env, PAYLOAD_SECRET: 'x', SITE_URL: 'https://a.example' })).toEqual(
      [expect.stringMatching(/^DATABASE_URL: /)],
    )
    expect(
      settingProblems({
        PAYLOAD_SECRET: 'x',
        SITE_URL: 'https://a.example',
        DATABASE_URL: 'file:/srv/church.db',
      }),
    ).toEqual([])
  })
})
