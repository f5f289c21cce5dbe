/**
 * The site's own origin as the production server sees it: SITE_URL, which the tests set to
 * the address they use. A write signed in by the session cookie is taken from that origin only.
 */
import { BASE_URL } from '../helpers/server'
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../admin/adminSession'

let cookie: string
let token: string
const created: { path: string }[] = []

beforeAll(async () => {
  const login = await fetch(`${BASE_URL}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  })
  expect(login.status).toBe(200)
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
  token = ((await login.json()) as { access_token: string }).access_token
})

afterAll(async () => {
  for (const { path } of created) {
    await fetch(`${BASE_URL}${path}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    })
  }
})

const event = (title: string) =>
  JSON.stringify({
    title,
    date: '2031-05-04',
    time: '18:30',
    location: 'Fellowship Hall',
    description: 'A test of where writes may come from',
  })

async function post(path: string, origin: string) {
  const title = `Origin check ${Date.now()} ${Math.random()}`
  const res = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: origin },
    body: event(title),
  })
  const body = (await res.json()) as { id?: number; doc?: { id: number } }
  const id = body.id ?? body.doc?.id
  if (id) created.push({ path: path.startsWith('/api') ? `${path}/${id}` : `/api/events/${id}` })
  const list = (await (await fetch(`${BASE_URL}/api/events`)).json()) as { title: string }[]
  return { status: res.status, stored: list.some((e) => e.title === title) }
}

describe('cookie-signed writes on the production server', () => {
  it.each(['/api/events', '/cms-api/events'])(
    'refuses %s from another origin and takes it from the site',
    async (path) => {
      expect(await post(path, 'https://evil.example')).toEqual({ status: 403, stored: false })
      expect(await post(path, BASE_URL)).toEqual({ status: 201, stored: true })
    },
  )
})
