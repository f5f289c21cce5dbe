import fs from 'node:fs'
import path from 'node:path'

import { ADMIN_SCREENS, mayOpenPath, screenAt, screensFor } from '@/components/admin/screens'

const labels = (roles: string[]) => screensFor(roles).map((screen) => screen.label)

describe('the admin screens a person may open', () => {
  it('gives an administrator every screen, People and the audit log included', () => {
    expect(labels(['administrator'])).toEqual([
      'Dashboard',
      'Staff',
      'Events',
      'Registrations',
      'Ministries',
      'Sermons',
      'Prayer Requests',
      'Donations',
      'Gallery',
      'Contacts',
      'Newsletters',
      'Church Info',
      'People',
      'Audit log',
    ])
  })

  it('gives an editor the dashboard, the content screens and registrations only', () => {
    expect(labels(['editor'])).toEqual([
      'Dashboard',
      'Staff',
      'Events',
      'Registrations',
      'Ministries',
      'Sermons',
      'Gallery',
      'Church Info',
    ])
  })

  it('gives the office Registrations, Contacts and Newsletters, the treasurer Donations, the prayer team Prayer Requests', () => {
    expect(labels(['office'])).toEqual(['Dashboard', 'Registrations', 'Contacts', 'Newsletters'])
    expect(labels(['treasurer'])).toEqual(['Dashboard', 'Donations'])
    expect(labels(['prayer_team'])).toEqual(['Dashboard', 'Prayer Requests'])
  })

  it('adds up the screens of several roles, in the one order', () => {
    expect(labels(['treasurer', 'prayer_team'])).toEqual([
      'Dashboard',
      'Prayer Requests',
      'Donations',
    ])
  })

  it('gives a person without roles only the dashboard', () => {
    expect(labels([])).toEqual(['Dashboard'])
    expect(screensFor(null).map((screen) => screen.label)).toEqual(['Dashboard'])
  })

  it('keeps the dashboard cards of the spec, in its order, for an administrator', () => {
    expect(
      screensFor(['administrator'])
        .filter((screen) => screen.card)
        .map((screen) => screen.href),
    ).toEqual([
      '/admin/staff',
      '/admin/events',
      '/admin/ministries',
      '/admin/sermons',
      '/admin/prayer-requests',
      '/admin/donations',
      '/admin/gallery',
      '/admin/contacts',
      '/admin/newsletters',
      '/admin/church-info',
    ])
  })
})

describe('the screen of a path', () => {
  it('finds a screen by its own path and by a path below it, not by a longer name', () => {
    expect(screenAt('/admin/people')?.label).toBe('People')
    expect(screenAt('/admin/people/12')?.label).toBe('People')
    expect(screenAt('/admin/peoplex')).toBeUndefined()
  })

  it('refuses an editor the prayer requests, donations, contacts, people and the audit log', () => {
    for (const path of [
      '/admin/prayer-requests',
      '/admin/donations',
      '/admin/contacts',
      '/admin/people',
      '/admin/audit',
    ]) {
      expect(mayOpenPath(['editor'], path)).toBe(false)
    }
    expect(mayOpenPath(['editor'], '/admin/events')).toBe(true)
    expect(mayOpenPath(['editor'], '/admin/dashboard')).toBe(true)
  })

  it('leaves a path missing from the list to administrators', () => {
    expect(mayOpenPath(['administrator'], '/admin/something-new')).toBe(true)
    expect(mayOpenPath(['editor', 'office', 'treasurer'], '/admin/something-new')).toBe(false)
  })

  it('lists every screen of the guarded layout, so that none is left to administrators by mistake', () => {
    const guarded = path.resolve('src/app/(admin)/admin/(guarded)')
    const pages = fs
      .readdirSync(guarded, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `/admin/${entry.name}`)
    expect(pages.length).toBeGreaterThan(0)
    for (const page of pages) expect(screenAt(page)?.href).toBe(page)
  })

  it('lists each screen once', () => {
    const hrefs = ADMIN_SCREENS.map((screen) => screen.href)
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })
})
