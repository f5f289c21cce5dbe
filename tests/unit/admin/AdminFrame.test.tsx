import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import GuardedAdminLayout from '@/app/(admin)/admin/(guarded)/layout'
import { PrayerRequestsScreen } from '@/features/prayer/admin/PrayerRequestsScreen'
import { ADMIN_TOKEN_KEY } from '@/lib/admin/apiClient'
import type { Role } from '@/lib/contract/roles'

import { installDialogPolyfill, mockApi, renderAdmin, settle, signedInAs } from './adminTestKit'

const mockRouter = { push: jest.fn(), replace: jest.fn() }
let mockPathname = '/admin/dashboard'
jest.mock('next/navigation', () => ({
  useRouter: () => mockRouter,
  usePathname: () => mockPathname,
}))

beforeAll(installDialogPolyfill)
beforeEach(() => {
  localStorage.clear()
  mockRouter.push.mockReset()
  mockRouter.replace.mockReset()
  mockPathname = '/admin/dashboard'
})
afterEach(() => jest.restoreAllMocks())

const CHURCH = { name: 'Grace Fellowship Baptist Church' }

/** The guarded layout around a screen, at `path`, for a person holding `roles`. */
async function openAs(
  roles: Role[],
  path: string,
  extraRoutes: Parameters<typeof mockApi>[0] = {},
) {
  mockPathname = path
  const api = mockApi({
    ...signedInAs(roles),
    'GET /api/church-info': { body: CHURCH },
    ...extraRoutes,
  })
  renderAdmin(
    <GuardedAdminLayout>
      <PrayerRequestsScreen />
    </GuardedAdminLayout>,
  )
  await screen.findByText('Church Admin')
  await settle()
  return api
}

/** The shared banner (a screen's own title block is a <header> too, inside its main). */
const banner = () => screen.getByText('Church Admin').closest('header')!

/**
 * The screens' links. jsdom matches no media query, so the header is as on a phone: the list
 * is folded behind the Menu button (hidden) until opened.
 */
const screenList = () => document.getElementById('admin-screens')!
const screenLinks = () => within(screenList()).getAllByRole('link', { hidden: true })

describe('the shared admin header', () => {
  it('names the church and offers an administrator every screen, Profile, View Website and Logout', async () => {
    await openAs(['administrator'], '/admin/prayer-requests', {
      'GET /api/prayer-requests': { body: [] },
    })
    expect(await within(banner()).findByText('Grace Fellowship Baptist Church')).toBeInTheDocument()
    expect(screenLinks().map((link) => link.textContent)).toEqual([
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
    const account = within(banner()).getByRole('navigation', { name: 'Account' })
    expect(within(account).getByRole('button', { name: 'Profile' })).toBeInTheDocument()
    expect(within(account).getByRole('link', { name: 'View Website' })).toHaveAttribute('href', '/')
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })

  it('shows an editor only the content screens and registrations', async () => {
    await openAs(['editor'], '/admin/events')
    const names = screenLinks().map((link) => link.textContent)
    expect(names).toEqual([
      'Dashboard',
      'Staff',
      'Events',
      'Registrations',
      'Ministries',
      'Sermons',
      'Gallery',
      'Church Info',
    ])
    for (const hidden of ['Donations', 'Prayer Requests', 'Contacts', 'People', 'Audit log']) {
      expect(names).not.toContain(hidden)
    }
  })

  it('marks the current screen, and a page below it, with aria-current="page"', async () => {
    await openAs(['editor'], '/admin/events/42')
    const current = screenLinks().filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual(['Events'])
    expect(current[0]).toHaveAttribute('href', '/admin/events')
  })

  it('folds the screens behind a Menu button that says whether it is open; Escape closes it', async () => {
    const user = userEvent.setup()
    await openAs(['treasurer'], '/admin/dashboard')
    const menu = screen.getByRole('button', { name: 'Menu' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(menu).toHaveAttribute('aria-controls', 'admin-screens')
    expect(screenList()).toHaveAttribute('aria-label', 'Admin screens')
    expect(screen.queryByRole('navigation', { name: 'Admin screens' })).toBeNull()
    menu.focus()
    await user.keyboard('{Enter}')
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('navigation', { name: 'Admin screens' })).toBeVisible()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(menu).toHaveFocus()
  })

  it('signs out with Logout and goes to the sign-in page', async () => {
    const user = userEvent.setup()
    const { calls } = await openAs(['office'], '/admin/dashboard', {
      'POST /api/admin/logout': { body: { success: true } },
    })
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/admin/login'))
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/logout')).toBe(
      true,
    )
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })
})

describe('Sign out everywhere, in the Profile dialog', () => {
  it('ends every session through POST /api/admin/logout-all, then goes to the sign-in page', async () => {
    const user = userEvent.setup()
    const { calls } = await openAs(['editor'], '/admin/dashboard', {
      'POST /api/admin/logout-all': { body: { success: true } },
    })
    await user.click(screen.getByRole('button', { name: 'Profile' }))
    const dialog = screen.getByRole('dialog', { name: 'Change Password' })
    const section = within(dialog).getByRole('region', { name: 'Sign out everywhere' })
    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }))
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/admin/login'))
    const call = calls.find((c) => c.url === '/api/admin/logout-all')!
    expect(call.method).toBe('POST')
    expect(call.headers.Authorization).toBe('Bearer test-token')
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })

  it('stays signed in and says so when the server cannot do it', async () => {
    const user = userEvent.setup()
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await openAs(['editor'], '/admin/dashboard', {
      'POST /api/admin/logout-all': { status: 503, body: { detail: 'Service unavailable' } },
    })
    await user.click(screen.getByRole('button', { name: 'Profile' }))
    const dialog = screen.getByRole('dialog', { name: 'Change Password' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Service unavailable')
    expect(within(dialog).getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled()
    expect(mockRouter.push).not.toHaveBeenCalled()
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('test-token')
  })
})

describe('a screen the person may not use', () => {
  it('says so plainly, links back to the dashboard, and asks the server for nothing of it', async () => {
    const { calls } = await openAs(['editor'], '/admin/prayer-requests')
    expect(screen.getByRole('heading', { level: 1, name: 'Not available' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Your account does not have access to this page. Ask an administrator if you need it.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    )
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content')
    expect(screen.queryByRole('heading', { name: 'Prayer Requests' })).toBeNull()
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/profile', '/api/church-info'])
  })

  it('opens the screen for a person whose roles cover it', async () => {
    const { calls } = await openAs(['prayer_team'], '/admin/prayer-requests', {
      'GET /api/prayer-requests': { body: [] },
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prayer Requests' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Not available')).toBeNull()
    expect(calls.some((call) => call.url === '/api/prayer-requests')).toBe(true)
  })
})
