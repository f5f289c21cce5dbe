import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ContactForm } from '@/components/forms/ContactForm'
import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  PRAYER_FAILURE,
  PRAYER_SUCCESS,
} from '@/ui/forms/formMessages'
import { PrayerForm } from '@/features/prayer/site/PrayerForm'
import type { PublicFormState } from '@/lib/formState'

import { setReducedMotion } from './mocks'

// The browser's scrolling, which jsdom lacks; the tests read how the banner asked to be shown.
const scrollIntoView = jest.fn()
beforeEach(() => {
  scrollIntoView.mockClear()
  Element.prototype.scrollIntoView = scrollIntoView
  setReducedMotion(false)
})

function mockFetch(answer: { ok: boolean; body: unknown } | 'network-error') {
  const fetchMock = jest.fn(async (..._args: unknown[]) => {
    if (answer === 'network-error') throw new Error('offline')
    return { ok: answer.ok, json: async () => answer.body } as Response
  })
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

const sentBody = (fetchMock: jest.Mock) => JSON.parse(fetchMock.mock.calls[0][1].body as string)

/**
 * The server action a form posts to without JavaScript; with JavaScript (here) the form posts
 * JSON to the API and never calls it.
 */
const action = jest.fn(async (state: PublicFormState) => state)
afterEach(() => expect(action).not.toHaveBeenCalled())

describe('Contact form', () => {
  async function fillValid() {
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Name/), 'Ruth Carter')
    await user.type(screen.getByLabelText(/^Email \*/), 'ruth@example.com')
    await user.selectOptions(screen.getByLabelText(/^Message type/), 'visit')
    await user.type(screen.getByLabelText(/^Subject/), 'Visiting Sunday')
    await user.type(screen.getByLabelText(/^Message \*/), 'We plan to come this Sunday.')
    return user
  }

  it('requires name, email, subject, message and message type', async () => {
    const fetchMock = mockFetch({ ok: true, body: { success: true } })
    render(<ContactForm action={action} />)
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Subject is required')).toBeInTheDocument()
    expect(screen.getByText('Message is required')).toBeInTheDocument()
    expect(screen.getByText('Please choose a message type')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('checks the email format', async () => {
    mockFetch({ ok: true, body: { success: true } })
    render(<ContactForm action={action} />)
    await userEvent.type(screen.getByLabelText(/^Email \*/), 'not-an-email')
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
  })

  it('has six message types, email preference by default and a 5-row message box', () => {
    render(<ContactForm action={action} />)
    const options = screen
      .getByLabelText(/^Message type/)
      .querySelectorAll('option[value]:not([value=""])')
    expect(Array.from(options).map((o) => o.getAttribute('value'))).toEqual([
      'general',
      'prayer',
      'visit',
      'ministry',
      'support',
      'feedback',
    ])
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked()
    expect(screen.getByLabelText(/^Message \*/)).toHaveAttribute('rows', '5')
  })

  it('posts JSON to /api/contacts, shows the success banner and resets', async () => {
    const fetchMock = mockFetch({ ok: true, body: { success: true, id: 1 } })
    render(<ContactForm action={action} />)
    await fillValid()
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeInTheDocument()
    expect(CONTACT_SUCCESS).toBe("Thank you for your message! We'll get back to you soon.")
    expect(fetchMock.mock.calls[0][0]).toBe('/api/contacts')
    const body = sentBody(fetchMock)
    expect(body).toMatchObject({
      name: 'Ruth Carter',
      email: 'ruth@example.com',
      subject: 'Visiting Sunday',
      message: 'We plan to come this Sunday.',
      message_type: 'visit',
      contact_preference: 'email',
      website: '',
    })
    expect(new Date(body.submitted_at).toISOString()).toBe(body.submitted_at)
    expect(typeof body.form_started_at).toBe('number')
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''))
  })

  it('shows the failure banner when the server says no', async () => {
    mockFetch({ ok: false, body: { detail: 'nope' } })
    render(<ContactForm action={action} />)
    await fillValid()
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText(CONTACT_FAILURE)).toBeInTheDocument()
    expect(CONTACT_FAILURE).toBe('Failed to send message. Please try again or contact us directly.')
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ruth Carter')
  })

  it('has empty status and alert regions on the page before anything is sent', () => {
    render(<ContactForm action={action} />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('fills the status region after sending, moves focus to the banner and scrolls it into view', async () => {
    mockFetch({ ok: true, body: { success: true, id: 1 } })
    render(<ContactForm action={action} />)
    const status = screen.getByRole('status')
    await fillValid()
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    const banner = await within(status).findByText(CONTACT_SUCCESS)
    await waitFor(() => expect(banner).toHaveFocus())
    expect(banner).toHaveAttribute('tabindex', '-1')
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' })
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('fills the alert region on failure and focuses it, scrolling without motion when asked', async () => {
    setReducedMotion(true)
    mockFetch({ ok: false, body: { detail: 'nope' } })
    render(<ContactForm action={action} />)
    const alert = screen.getByRole('alert')
    await fillValid()
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    const banner = await within(alert).findByText(CONTACT_FAILURE)
    await waitFor(() => expect(banner).toHaveFocus())
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' })
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('focuses the banner again when the same result comes twice', async () => {
    mockFetch({ ok: false, body: { detail: 'nope' } })
    render(<ContactForm action={action} />)
    await fillValid()
    const send = screen.getByRole('button', { name: 'Send Message' })
    fireEvent.click(send)
    await waitFor(() => expect(screen.getByText(CONTACT_FAILURE)).toHaveFocus())
    act(() => send.focus())
    fireEvent.click(send)
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2))
    expect(screen.getByText(CONTACT_FAILURE)).toHaveFocus()
  })

  it('disables the submit button while sending', async () => {
    let release: (value: Response) => void = () => undefined
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (release = resolve))) as never
    render(<ContactForm action={action} />)
    await fillValid()
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    release({ ok: true, json: async () => ({ success: true }) } as Response)
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeInTheDocument()
  })

  it('hides the honeypot from people and screen readers', () => {
    const { container } = render(<ContactForm action={action} />)
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  })
})

describe('Prayer form', () => {
  it('requires name, subject and message but not email or phone', async () => {
    const fetchMock = mockFetch({ ok: true, body: { success: true } })
    render(<PrayerForm action={action} />)
    fireEvent.click(screen.getByRole('button', { name: 'Submit Prayer Request' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Subject is required')).toBeInTheDocument()
    expect(screen.getByText('Prayer request is required')).toBeInTheDocument()
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('has unchecked checkboxes and a 6-row message box', () => {
    render(<PrayerForm action={action} />)
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked()
    expect(screen.getByLabelText(/^Prayer request/)).toHaveAttribute('rows', '6')
  })

  it('posts a pending request and shows the success banner', async () => {
    const fetchMock = mockFetch({ ok: true, body: { success: true, id: 4 } })
    const user = userEvent.setup()
    render(<PrayerForm action={action} />)
    await user.type(screen.getByLabelText(/^Name/), 'Ana')
    await user.type(screen.getByLabelText(/^Subject/), 'Healing')
    await user.type(screen.getByLabelText(/^Prayer request/), 'Please pray for my mother.')
    await user.click(screen.getByRole('checkbox', { name: /urgent/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Submit Prayer Request' }))
    const banner = await within(screen.getByRole('status')).findByText(PRAYER_SUCCESS)
    await waitFor(() => expect(banner).toHaveFocus())
    expect(scrollIntoView).toHaveBeenCalled()
    expect(fetchMock.mock.calls[0][0]).toBe('/api/prayer-requests')
    expect(sentBody(fetchMock)).toMatchObject({
      name: 'Ana',
      subject: 'Healing',
      message: 'Please pray for my mother.',
      is_public: false,
      is_urgent: true,
      status: 'pending',
    })
  })

  it('shows the failure banner on a network error', async () => {
    mockFetch('network-error')
    const user = userEvent.setup()
    render(<PrayerForm action={action} />)
    await user.type(screen.getByLabelText(/^Name/), 'Ana')
    await user.type(screen.getByLabelText(/^Subject/), 'Healing')
    await user.type(screen.getByLabelText(/^Prayer request/), 'Please pray.')
    fireEvent.click(screen.getByRole('button', { name: 'Submit Prayer Request' }))
    const banner = await within(screen.getByRole('alert')).findByText(PRAYER_FAILURE)
    await waitFor(() => expect(banner).toHaveFocus())
  })

  it('keeps each checkbox its full size beside a label that wraps', () => {
    render(<PrayerForm action={action} />)
    const box = screen.getByRole('checkbox', { name: /prayer list/ })
    expect(getComputedStyle(box).flexShrink).toBe('0')
  })

  it('rejects a malformed optional email', async () => {
    mockFetch({ ok: true, body: { success: true } })
    render(<PrayerForm action={action} />)
    await userEvent.type(screen.getByLabelText(/^Email/), 'ana@')
    fireEvent.click(screen.getByRole('button', { name: 'Submit Prayer Request' }))
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
  })
})
