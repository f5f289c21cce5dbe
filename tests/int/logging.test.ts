/**
 * Logs: every API failure is logged with its request id, and nothing a person wrote in a
 * prayer request or contact message reaches the logs, not even inside a failed query's
 * bound parameters. Database outages are answered 503, not 500.
 */
import type { Payload } from 'payload'

import { POST as postContact } from '@/app/api/contacts/route'
import { POST as postPrayerRequest } from '@/app/api/prayer-requests/route'
import { route } from '@/platform/api/http'

import { runDueJobs, testPayload, unique } from './helpers'
import { call } from './api/request'

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const

let payload: Payload
let captured: string[] = []
const restore: (() => void)[] = []

beforeAll(async () => {
  payload = await testPayload()
  const logger = payload.logger as unknown as Record<string, (...args: unknown[]) => void>
  for (const level of LEVELS) {
    const original = logger[level]
    // Kept here, not printed: the tests read what would have been logged.
    logger[level] = function (this: unknown, ...args: unknown[]) {
      captured.push(
        JSON.stringify(args, (_k, v) =>
          v instanceof Error ? { ...v, message: v.message, stack: v.stack } : v,
        ),
      )
    }
    restore.push(() => {
      logger[level] = original
    })
  }
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream)
    stream.write = ((chunk: unknown) => {
      captured.push(String(chunk))
      return true
    }) as typeof stream.write
    restore.push(() => {
      stream.write = write
    })
  }
})

afterAll(() => {
  for (const undo of restore) undo()
})

beforeEach(() => {
  captured = []
})

const logText = () => captured.join('\n')

describe('logs', () => {
  it('never hold the text of a prayer request or a contact message', async () => {
    const prayer = unique('Please pray for my brother in the hospital')
    const subject = unique('Prayer subject')
    const res = await call(postPrayerRequest, '/api/prayer-requests', {
      body: { name: 'Logging Test', subject, message: prayer, is_urgent: true },
    })
    expect(res.status).toBe(201)
    const contactMessage = unique('My private question about baptism')
    const contact = await call(postContact, '/api/contacts', {
      body: {
        name: 'Logging Test',
        email: 'logging@example.com',
        subject: unique('Contact subject'),
        message: contactMessage,
        message_type: 'general',
      },
    })
    expect(contact.status).toBe(201)
    await runDueJobs(payload)
    // The urgent request's notice was logged (so the capture works) without its body.
    expect(logText()).toContain('email (not sent: no SMTP configured)')
    expect(logText()).not.toContain(prayer)
    expect(logText()).not.toContain(contactMessage)
  })

  it('record a failed request with its request id, but not the bound values of its query', async () => {
    const secret = unique('pray for my marriage')
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "x_idx"'),
      { code: '23505' },
    )
    const handler = route(async () => {
      throw new Error(
        `Failed query: insert into "prayer_requests" ("message") values ($1)\nparams: ${secret}`,
        {
          cause: driverError,
        },
      )
    })
    const requestId = `log-test-${Date.now()}`
    const res = await call(handler, '/api/prayer-requests', {
      method: 'POST',
      headers: { 'x-request-id': requestId },
    })
    expect(res.status).toBe(500)
    expect(res.headers.get('x-request-id')).toBe(requestId)
    expect(logText()).toContain(requestId)
    expect(logText()).toContain('23505')
    expect(logText()).not.toContain(secret)
  })
})

describe('a database out of reach', () => {
  const outages = [
    [
      'refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['terminated', new Error('Connection terminated unexpectedly')],
    [
      'shut down by the administrator',
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    ],
    [
      'starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
  ] as const

  it.each(outages)('(%s) is answered 503 with a detail and Retry-After', async (_name, cause) => {
    const handler = route(async () => {
      throw new Error('Failed query: select 1\nparams: ', { cause })
    })
    const res = await call(handler, '/api/contacts', { method: 'POST' })
    expect(res.status).toBe(503)
    expect(res.json).toEqual({ detail: 'The server is busy. Please try again in a moment.' })
    expect(res.headers.get('retry-after')).toBe('5')
  })
})
