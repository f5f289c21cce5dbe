import { adminToken } from '../admin/adminSession'
import { BASE_URL } from '../helpers/browser'

/**
 * Requests `path` until the production server answers it from its page cache. A page an
 * earlier edit left stale is rendered again in the background first, which on a busy machine
 * takes a few requests.
 */
async function kept(path: string): Promise<string | null> {
  let answer: string | null = null
  for (let i = 0; i < 20 && answer !== 'hit'; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 250))
    answer = (await fetch(`${BASE_URL}${path}`)).headers.get('x-page-cache')
  }
  return answer
}

/** Admin edits reach the statically cached public pages on the next request. */
describe('content freshness', () => {
  it('an event renamed through the CMS API shows on /events and Home on the next request', async () => {
    const login = await fetch(`${BASE_URL}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'grace1961' }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const headers = { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }

    const list = (await (
      await fetch(`${BASE_URL}/cms-api/events?sort=date&limit=100`, { headers })
    ).json()) as { docs: { id: number; date: string; title: string }[] }
    const today = new Date().toISOString().slice(0, 10)
    const soonest = list.docs.find((e) => e.date > today) as { id: number; title: string }

    // Both pages are in the production server's page cache before the edit.
    for (const path of ['/events', '/']) expect([path, await kept(path)]).toEqual([path, 'hit'])

    const title = `Renamed Event ${Date.now()}`
    const update = await fetch(`${BASE_URL}/cms-api/events/${soonest.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title }),
    })
    expect(update.status).toBe(200)

    expect(await (await fetch(`${BASE_URL}/events`)).text()).toContain(title)
    expect(await (await fetch(`${BASE_URL}/`)).text()).toContain(title)
  })
})

describe('service times', () => {
  type ServiceTime = { day: string; time: string; service: string; note?: string | null }

  it('an edit shows in the footer and on /services within 2 s', async () => {
    const token = await adminToken()
    const headers = { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }
    const global = `${BASE_URL}/cms-api/globals/service-times`
    const before = (await (await fetch(global, { headers })).json()) as { times: ServiceTime[] }
    const times = before.times.map(({ day, time, service, note }) => ({ day, time, service, note }))
    // Both pages are kept before the edit.
    for (const path of ['/services', '/about'])
      expect([path, await kept(path)]).toEqual([path, 'hit'])

    const service = `Evening Vespers ${Date.now()}`
    const edit = await fetch(global, {
      method: 'POST',
      headers,
      body: JSON.stringify({ times: [...times, { day: 'Friday', time: '7:15 PM', service }] }),
    })
    expect(edit.status).toBe(200)
    const editedAt = Date.now()
    try {
      const services = await (await fetch(`${BASE_URL}/services`)).text()
      const footer = footerOf(await (await fetch(`${BASE_URL}/about`)).text())
      expect(Date.now() - editedAt).toBeLessThan(2_000)
      for (const html of [services, footer]) {
        expect(html).toContain(service)
        expect(html).toContain('7:15 PM')
      }
    } finally {
      const restore = await fetch(global, {
        method: 'POST',
        headers,
        body: JSON.stringify({ times }),
      })
      expect(restore.status).toBe(200)
    }
  })
})

/** The page's footer, so that the assertion cannot be met by the page's main text. */
function footerOf(html: string) {
  const start = html.lastIndexOf('<footer')
  expect(start).toBeGreaterThan(0)
  return html.slice(start)
}
