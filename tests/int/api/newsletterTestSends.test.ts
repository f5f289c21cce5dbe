/**
 * Test copies of a newsletter go only to the sender's own address, at most 10 an hour per
 * person (RATE_LIMIT_TEST_SENDS_PER_HOUR); the 11th is 429 and queues nothing, and another
 * person keeps their own allowance.
 */
import type { Payload } from 'payload'

import * as testRoute from '@/app/api/newsletters/[id]/test/route'
import { SEND_EMAIL_TASK } from '@/platform/mail/message'

import { personWith, testPayload, unique } from '../helpers'
import { call } from './request'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function officeWithEmail() {
  const person = await personWith(payload, ['office'])
  const email = `${unique('office')}@example.org`
  await payload.update({ collection: 'users', id: person.user.id, data: { email } })
  return { ...person, email }
}

const queuedTo = async (address: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: SEND_EMAIL_TASK } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs.filter((job) => (job.input as { to?: string }).to === address).length

const sendTest = (id: number, token: string) =>
  call(testRoute.POST, `/api/newsletters/${id}/test`, {
    method: 'POST',
    token,
    params: { id: String(id) },
  })

it('sends 10 test copies an hour per person, then answers 429 with Retry-After', async () => {
  const letter = await payload.create({
    collection: 'newsletters',
    data: { subject: unique('Test letter'), status: 'draft' },
  })
  const first = await officeWithEmail()
  const answers: number[] = []
  for (let i = 0; i < 11; i++) answers.push((await sendTest(letter.id, first.token)).status)
  expect(answers).toEqual([...Array(10).fill(202), 429])
  const refused = await sendTest(letter.id, first.token)
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(await queuedTo(first.email)).toBe(10)

  const second = await officeWithEmail()
  expect((await sendTest(letter.id, second.token)).status).toBe(202)
  expect(await queuedTo(second.email)).toBe(1)
})
