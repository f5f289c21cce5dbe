/**
 * The client address of every request (src/platform/http/clientAddress.mjs): decided from the
 * connection and TRUST_PROXY on Node's own request, before any handler (Next's, under
 * `next start` or `npm start`) sees it, and handed on in a header that no client can forge.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import {
  CLIENT_ADDRESS_HEADER,
  clientAddressOf,
  installClientAddressStamp,
  parseTrustProxy,
  readClientAddress,
} from '../../../src/platform/http/clientAddress.mjs'

/** What a handler behind the hook reads, as Next's Request headers. */
function seenByHandler(req: http.IncomingMessage, res: http.ServerResponse) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  res.end(readClientAddress(headers))
}

let server: http.Server
let base: string

beforeAll(async () => {
  installClientAddressStamp()
  // Created after the hook, like Next's own server under `next start`.
  server = http.createServer(seenByHandler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function withTrustProxy<T>(value: string | undefined, run: () => T): T {
  const before = process.env.TRUST_PROXY
  if (value === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = value
  try {
    return run()
  } finally {
    if (before === undefined) delete process.env.TRUST_PROXY
    else process.env.TRUST_PROXY = before
  }
}

describe('on a real Node server', () => {
  it('gives handlers the socket address, whatever X-Forwarded-For and stamp the client sends', async () => {
    const res = await fetch(base, {
      headers: {
        'X-Forwarded-For': '198.51.100.1',
        'X-Real-IP': '198.51.100.2',
        [CLIENT_ADDRESS_HEADER]: 'made-up-token 198.51.100.3',
      },
    })
    expect(await res.text()).toBe('127.0.0.1')
  })

  it('behind TRUST_PROXY=loopback gives handlers the address the proxy appended', async () => {
    const before = process.env.TRUST_PROXY
    process.env.TRUST_PROXY = 'loopback'
    try {
      const res = await fetch(base, { headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' } })
      expect(await res.text()).toBe('203.0.113.9')
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY
      else process.env.TRUST_PROXY = before
    }
  })
})

describe('a request the hook did not stamp', () => {
  it('counts as the one shared identity "unknown", never as the address it claims', () => {
    expect(readClientAddress(new Headers())).toBe('unknown')
    expect(
      readClientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: 'forged-token 198.51.100.3' })),
    ).toBe('unknown')
    expect(readClientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.3' }))).toBe(
      'unknown',
    )
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, '10.0.0.5', '198.51.100.1, 203.0.113.9', '10.0.0.5'],
    ['0', '10.0.0.5', '198.51.100.1', '10.0.0.5'],
    ['1', '10.0.0.5', '198.51.100.1, 203.0.113.9', '203.0.113.9'],
    ['1', '10.0.0.5', undefined, '10.0.0.5'],
    ['2', '10.0.0.5', '198.51.100.1, 203.0.113.9, 10.0.0.4', '203.0.113.9'],
    ['2', '10.0.0.5', '203.0.113.9', '203.0.113.9'],
    ['10.0.0.0/8', '10.0.0.5', '198.51.100.1, 203.0.113.9, 10.1.2.3', '203.0.113.9'],
    ['10.0.0.0/8', '192.0.2.1', '203.0.113.9', '192.0.2.1'],
    ['private', '::ffff:172.16.0.2', '203.0.113.9:4711', '203.0.113.9'],
    ['loopback', '::1', '[2001:db8::1]:443', '2001:db8::1'],
    ['10.0.0.5, 10.0.0.6', '10.0.0.5', '10.0.0.6, 10.0.0.6', '10.0.0.6'],
  ])(
    'TRUST_PROXY=%s, peer %s, X-Forwarded-For %s: the client is %s',
    (trust, peer, xff, client) => {
      expect(withTrustProxy(trust, () => clientAddressOf(peer, xff))).toBe(client)
    },
  )

  it('refuses a value it cannot read, rather than trusting nobody or everybody by mistake', () => {
    for (const value of ['yes', 'proxy.example.org', '10.0.0.0/33', 'loopback,,']) {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/)
    }
  })
})
