/**
 * The announcements that keep other instances fresh (src/server/content/freshness.ts):
 * on PostgreSQL a content change is notified on `church_content` when it commits, never when
 * it rolls back, and a reseed notifies `*`; on SQLite a reseed bumps the file's
 * `user_version`, the number a running server watches.
 */
import { createClient } from '@libsql/client'
import type { Notification } from 'pg'
import type { Payload } from 'payload'

import { announceContentReplaced } from '@/server/content/freshness'
import { poolOf } from '@/platform/ops/databasePool'

import { testPayload, unique } from '../helpers'

const postgres = /^postgres/.test(process.env.DATABASE_URL ?? '')
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const event = (title: string) => ({
  title,
  date: '2031-06-01',
  time: '10:00',
  location: 'Fellowship Hall',
  description: 'A test of change notifications',
})

async function heard(action: () => Promise<unknown>): Promise<string[]> {
  const client = await poolOf(payload)!.connect()
  const messages: string[] = []
  const onMessage = (message: Notification) => messages.push(String(message.payload))
  client.on('notification', onMessage)
  try {
    await client.query('LISTEN church_content')
    await action().catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 300))
    return messages
  } finally {
    await client.query('UNLISTEN church_content')
    client.removeListener('notification', onMessage)
    client.release()
  }
}

if (postgres) {
  describe('on PostgreSQL', () => {
    it('a committed change is announced with its tag', async () => {
      const messages = await heard(() =>
        payload.create({ collection: 'events', data: event(unique('Notified')) }),
      )
      expect(messages).toContain('content:events')
    })

    it('a change that rolls back is not announced', async () => {
      let created: unknown
      const messages = await heard(async () => {
        const req = { payload, context: {} } as never
        const { initTransaction, killTransaction } = await import('payload')
        await initTransaction(req)
        created = await payload.create({
          collection: 'staff',
          data: { name: 'Rolled Back', title: 'Y', bio: 'Z' },
          req,
        })
        await killTransaction(req)
      })
      expect(created).toMatchObject({ name: 'Rolled Back' })
      expect(messages).not.toContain('content:staff')
      const kept = await payload.count({
        collection: 'staff',
        where: { name: { equals: 'Rolled Back' } },
      })
      expect(kept.totalDocs).toBe(0)
    })

    it('a reseed announces that everything changed', async () => {
      expect(await heard(() => announceContentReplaced(payload))).toEqual(['*'])
    })
  })
} else {
  describe('on SQLite', () => {
    it('a reseed bumps the database file’s user_version', async () => {
      const client = createClient({ url: process.env.DATABASE_URL! })
      const version = async () =>
        Number((await client.execute('PRAGMA user_version')).rows[0]?.[0] ?? 0)
      try {
        const before = await version()
        await announceContentReplaced(payload)
        expect(await version()).toBe(before + 1)
      } finally {
        client.close()
      }
    })
  })
}
