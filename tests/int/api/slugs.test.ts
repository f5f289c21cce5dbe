import * as events from '@/app/api/events/route'
import * as eventItem from '@/app/api/events/[id]/route'
import * as sermons from '@/app/api/sermons/route'

import { signIn, testPayload, unique } from '../helpers'
import { call } from './request'

let token: string
beforeAll(async () => {
  token = (await signIn(await testPayload())).token
})

describe('page addresses of events and sermons', () => {
  it('makes a slug from the title, unique with -2, -3, and kept when the title changes', async () => {
    const title = unique('Harvest Supper')
    const base = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    const body = {
      title,
      date: '2031-05-02',
      time: '18:30',
      location: 'Hall',
      description: 'Food.',
    }
    const created = []
    for (let i = 0; i < 3; i++) {
      const res = await call(events.POST, '/api/events', { method: 'POST', token, body })
      expect(res.status).toBe(201)
      created.push(res.json)
    }
    expect(created.map((e) => e.slug)).toEqual([base, `${base}-2`, `${base}-3`])

    const put = await call(eventItem.PUT, `/api/events/${created[0].id}`, {
      method: 'PUT',
      token,
      params: { id: String(created[0].id) },
      body: { ...body, title: unique('Renamed Supper') },
    })
    expect(put.status).toBe(200)
    const payload = await testPayload()
    const stored = await payload.findByID({ collection: 'events', id: created[0].id })
    expect(stored.title).not.toBe(title)
    expect(stored.slug).toBe(base)

    // A slug emptied by hand is made again, never taking another row's.
    await payload.update({ collection: 'events', id: created[1].id, data: { slug: '' } })
    const remade = await payload.findByID({ collection: 'events', id: created[1].id })
    expect(remade.slug).toBe(`${base}-2`)
  })

  it('gives every sermon a slug and lists it in the contract', async () => {
    const title = unique('Living Hope')
    const res = await call(sermons.POST, '/api/sermons', {
      method: 'POST',
      token,
      body: {
        title,
        preacher: 'Rev. A',
        date: '2026-01-04',
        scripture: '1 Peter 1:3',
        summary: 'Hope.',
      },
    })
    expect(res.status).toBe(201)
    expect(res.json.slug).toMatch(/^living-hope-[a-z0-9-]+$/)
    const list = await call(sermons.GET, '/api/sermons')
    const listed = (list.json as { id: number; slug: string }[]).find((s) => s.id === res.json.id)
    expect(listed?.slug).toBe(res.json.slug)
  })
})
