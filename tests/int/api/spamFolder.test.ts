import * as dashboard from '@/app/api/admin/dashboard/stats/route'
import * as contactList from '@/app/api/contact/route'
import * as contactSpam from '@/app/api/contact/spam/route'
import * as contactStatus from '@/app/api/contact/[id]/status/route'
import * as contacts from '@/app/api/contacts/route'
import * as prayerSpam from '@/app/api/prayer-requests/spam/route'
import * as prayerStatus from '@/app/api/prayer-requests/[id]/status/route'
import * as prayers from '@/app/api/prayer-requests/route'
import { outbox } from '@/platform/payload/email'

import { runDueJobs, signIn, testPayload, unique } from '../helpers'
import { call } from './request'

let token: string
beforeAll(async () => {
  token = (await signIn(await testPayload())).token
})

const contactBody = () => ({
  name: 'Ruth Example',
  email: `${unique('ruth')}@example.org`,
  subject: unique('Visiting'),
  message: 'We would like to visit on Sunday.',
  contact_preference: 'email',
  message_type: 'visit',
})

// Urgent, so that a person's request would email the church.
const prayerBody = () => ({
  name: 'Naomi Example',
  subject: unique('Healing'),
  message: 'Please pray for my mother.',
  is_urgent: true,
})

/** Sent the instant the form was shown (autofill, or a script). */
const instant = () => ({ form_started_at: Date.now() })
/** The hidden field that people never see, filled in. */
const honeypot = () => ({ website: 'http://spam.example' })
/** Sent after a person's ten seconds of typing. */
const typed = () => ({ form_started_at: Date.now() - 10_000 })

const listed = async (handler: typeof prayers.GET, path: string, id: unknown) =>
  (await call(handler, path, { token })).json.find((item: { id: unknown }) => item.id === id)

/** Whether a notice about `subject` was queued (and so, once the jobs ran, sent). */
async function noticeAbout(subject: string) {
  await runDueJobs(await testPayload())
  return outbox.some((m) => String(m.subject).includes(subject))
}

const stats = async () => (await call(dashboard.GET, '/api/admin/dashboard/stats', { token })).json

describe('a submission that looks automated', () => {
  it.each([
    ['sent the instant the form was shown', instant],
    ['with the hidden field filled in', honeypot],
  ])('is a contact message kept as spam when %s, answered like any other', async (_, bot) => {
    const body = { ...contactBody(), ...bot() }
    const res = await call(contacts.POST, '/api/contacts', { body })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ success: true, id: expect.anything() })
    const stored = await listed(contactList.GET, '/api/contact', res.json.id)
    expect(stored).toMatchObject({ subject: body.subject, message: body.message, status: 'spam' })
    expect(await noticeAbout(body.subject)).toBe(false)
  })

  it.each([
    ['sent the instant the form was shown', instant],
    ['with the hidden field filled in', honeypot],
  ])('is a prayer request kept as spam when %s, with no urgent notice', async (_, bot) => {
    const body = { ...prayerBody(), ...bot() }
    const res = await call(prayers.POST, '/api/prayer-requests', { body })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ success: true, id: expect.anything() })
    const stored = await listed(prayers.GET, '/api/prayer-requests', res.json.id)
    expect(stored).toMatchObject({ subject: body.subject, is_urgent: true, status: 'spam' })
    expect(await noticeAbout(body.subject)).toBe(false)
  })

  it('is refused like any other when it is invalid (422), and then nothing is stored', async () => {
    const payload = await testPayload()
    const before = (await payload.count({ collection: 'contact-submissions' })).totalDocs
    const res = await call(contacts.POST, '/api/contacts', {
      body: { ...contactBody(), email: 'not-an-email', ...honeypot() },
    })
    expect(res.status).toBe(422)
    expect((await payload.count({ collection: 'contact-submissions' })).totalDocs).toBe(before)
  })

  it('leaves a person who took their time in the inbox, with the urgent notice sent', async () => {
    const body = { ...prayerBody(), ...typed() }
    const res = await call(prayers.POST, '/api/prayer-requests', { body })
    const stored = await listed(prayers.GET, '/api/prayer-requests', res.json.id)
    expect(stored.status).toBe('pending')
    expect(await noticeAbout(body.subject)).toBe(true)
  })

  it('is never counted on the dashboard', async () => {
    const before = await stats()
    await call(prayers.POST, '/api/prayer-requests', { body: { ...prayerBody(), ...instant() } })
    await call(contacts.POST, '/api/contacts', { body: { ...contactBody(), ...honeypot() } })
    expect(await stats()).toEqual(before)

    const payload = await testPayload()
    const notSpam = await payload.count({
      collection: 'prayer-requests',
      where: { status: { not_equals: 'spam' } },
    })
    expect(before.total_prayer_requests).toBe(notSpam.totalDocs)

    await call(prayers.POST, '/api/prayer-requests', { body: { ...prayerBody(), ...typed() } })
    const after = await stats()
    expect(after.total_prayer_requests).toBe(before.total_prayer_requests + 1)
    expect(after.pending_prayer_requests).toBe(before.pending_prayer_requests + 1)
  })
})

describe('the Spam folder', () => {
  it('gives an item back to the inbox when an administrator sets its status', async () => {
    const prayer = await call(prayers.POST, '/api/prayer-requests', {
      body: { ...prayerBody(), ...instant() },
    })
    const contact = await call(contacts.POST, '/api/contacts', {
      body: { ...contactBody(), ...instant() },
    })
    const before = await stats()
    const prayerId = String(prayer.json.id)
    const movedPrayer = await call(
      prayerStatus.PUT,
      `/api/prayer-requests/${prayerId}/status?status=pending`,
      { method: 'PUT', token, params: { id: prayerId } },
    )
    expect(movedPrayer.json).toEqual({ success: true, id: prayer.json.id, status: 'pending' })
    const contactId = String(contact.json.id)
    const movedContact = await call(
      contactStatus.PUT,
      `/api/contact/${contactId}/status?status=new`,
      { method: 'PUT', token, params: { id: contactId } },
    )
    expect(movedContact.json).toEqual({ success: true, id: contact.json.id, status: 'new' })

    expect((await listed(prayers.GET, '/api/prayer-requests', prayer.json.id)).status).toBe(
      'pending',
    )
    expect((await listed(contactList.GET, '/api/contact', contact.json.id)).status).toBe('new')
    const after = await stats()
    expect(after.total_prayer_requests).toBe(before.total_prayer_requests + 1)
    expect(after.pending_prayer_requests).toBe(before.pending_prayer_requests + 1)
    expect(after.new_contact_submissions).toBe(before.new_contact_submissions + 1)
  })

  const folders = [
    {
      label: 'prayer requests',
      path: '/api/prayer-requests',
      collection: 'prayer-requests',
      submit: (extra: object) =>
        call(prayers.POST, '/api/prayer-requests', { body: { ...prayerBody(), ...extra } }),
      list: prayers.GET,
      folder: prayerSpam,
    },
    {
      label: 'contact messages',
      path: '/api/contact',
      collection: 'contact-submissions',
      submit: (extra: object) =>
        call(contacts.POST, '/api/contacts', { body: { ...contactBody(), ...extra } }),
      list: contactList.GET,
      folder: contactSpam,
    },
  ] as const

  it.each(folders)(
    'of $label is emptied by DELETE .../spam (auth), which deletes only spam',
    async ({ path, collection, submit, list, folder }) => {
      const payload = await testPayload()
      const kept = await submit(typed())
      await submit(instant())
      await submit(honeypot())
      const spamCount = async () =>
        (await payload.count({ collection, where: { status: { equals: 'spam' } } })).totalDocs
      const total = async () => (await payload.count({ collection })).totalDocs
      const spamBefore = await spamCount()
      const totalBefore = await total()
      expect(spamBefore).toBeGreaterThanOrEqual(2)

      expect((await call(folder.DELETE, `${path}/spam`, { method: 'DELETE' })).status).toBe(401)
      const emptied = await call(folder.DELETE, `${path}/spam`, { method: 'DELETE', token })
      expect(emptied.status).toBe(200)
      expect(emptied.json).toEqual({ success: true, deleted: spamBefore })
      expect(await spamCount()).toBe(0)
      expect(await total()).toBe(totalBefore - spamBefore)
      const items = (await call(list, path, { token })).json
      expect(items.some((item: { id: unknown }) => item.id === kept.json.id)).toBe(true)

      const again = await call(folder.DELETE, `${path}/spam`, { method: 'DELETE', token })
      expect(again.json).toEqual({ success: true, deleted: 0 })
      expect((await call(folder.GET, `${path}/spam`, { token })).status).toBe(405)
    },
  )
})
