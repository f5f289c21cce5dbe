import { BASE_URL } from '../helpers/browser'

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
    for (const path of ['/events', '/']) {
      await fetch(`${BASE_URL}${path}`)
      expect((await fetch(`${BASE_URL}${path}`)).headers.get('x-page-cache')).toBe('hit')
    }

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
