import * as login from '@/app/api/admin/login/route'

import { unique } from '../helpers'
import { call, freshIp } from './request'

/** One failed sign-in (an unknown username) from `ip`, claiming `forwardedFor`. */
const failFrom = (ip: string, forwardedFor?: string) =>
  call(login.POST, '/api/admin/login', {
    body: { username: unique('guess'), password: 'x' },
    ip,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  })

async function withTrustProxy<T>(value: string, run: () => Promise<T>): Promise<T> {
  const before = process.env.TRUST_PROXY
  process.env.TRUST_PROXY = value
  try {
    return await run()
  } finally {
    if (before === undefined) delete process.env.TRUST_PROXY
    else process.env.TRUST_PROXY = before
  }
}

describe('the client address that rate limits count', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: rotating values from one connection meet 429', async () => {
    const peer = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await failFrom(peer, freshIp())).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(statuses[20]).toBe(429)
  })

  it('with TRUST_PROXY=1 takes the address the proxy appended, whatever the client put before it', async () => {
    await withTrustProxy('1', async () => {
      const proxy = freshIp()
      const client = freshIp()
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) {
        statuses.push((await failFrom(proxy, `${freshIp()}, ${client}`)).status)
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
      expect(statuses[20]).toBe(429)
      // Another client behind the same proxy has its own count.
      expect((await failFrom(proxy, freshIp())).status).toBe(401)
    })
  })

  it('with TRUST_PROXY naming the proxies, skips every trusted hop from the right', async () => {
    await withTrustProxy('loopback,10.0.0.0/8', async () => {
      const client = '203.0.113.7'
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) {
        const spoofed = `198.51.100.${i}`
        statuses.push((await failFrom('127.0.0.1', `${spoofed}, ${client}, ${freshIp()}`)).status)
      }
      expect(statuses[19]).toBe(401)
      expect(statuses[20]).toBe(429)
    })
  })
})
