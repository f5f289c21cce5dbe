/**
 * Whether a visitor's query string can reach a kept page: an edit expires /events and Home,
 * the next request for each carries a query string, and later plain requests must not carry it.
 */
export async function queryStringInKeptPages(url: string): Promise<string[]> {
  const login = await fetch(`${url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'grace1961' }),
  })
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const headers = { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }
  const list = (await (
    await fetch(`${url}/cms-api/events?sort=date&limit=1`, { headers })
  ).json()) as { docs: { id: number }[] }

  const marker = `visitor${Date.now()}`
  const found: string[] = []
  for (const path of ['/events', '/']) {
    await fetch(`${url}${path}`)
    const edit = await fetch(`${url}/cms-api/events/${list.docs[0].id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ time: `${Date.now() % 12}:00 PM` }),
    })
    if (edit.status !== 200) throw new Error(`edit failed: ${edit.status}`)
    // The first request after the edit carries a query string ...
    await (await fetch(`${url}${path}?${marker}=1&utm_source=${marker}`)).text()
    // ... and whatever it left behind is what the next visitors get.
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 300))
      const html = await (await fetch(`${url}${path}`)).text()
      if (html.includes(marker)) found.push(path)
    }
  }
  return found
}
