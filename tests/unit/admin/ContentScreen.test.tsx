import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { MinistriesScreen, StaffScreen } from '@/components/admin/content/ContentScreens'

import { installDialogPolyfill, mockApi, renderAdmin } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))
jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn() }))

beforeAll(installDialogPolyfill)
afterEach(() => jest.restoreAllMocks())

const pastor = {
  id: 1,
  name: 'Rev. Ada Lee',
  title: 'Senior Pastor',
  bio: 'Shepherd since 2004.',
  photo: '',
  email: 'ada@example.org',
  phone: '',
}

describe('the shared content screen', () => {
  it('adds a staff member through the dialog and reloads the list', async () => {
    const staff = [pastor]
    const { calls } = mockApi({
      'GET /api/staff': () => ({ body: staff }),
      'POST /api/staff': ({ init }) => {
        const created = { id: 2, ...JSON.parse(String(init.body)) }
        staff.push(created)
        return { status: 201, body: created }
      },
    })
    const user = userEvent.setup()
    renderAdmin(<StaffScreen />)
    await screen.findByText('Rev. Ada Lee')

    await user.click(screen.getByRole('button', { name: '+ Add Staff Member' }))
    const dialog = screen.getByRole('dialog', { name: 'Add Staff Member' })
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff Member' }))
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)

    await user.type(within(dialog).getByLabelText(/^Name/), 'Deacon Sam Ortiz')
    await user.type(within(dialog).getByLabelText(/^Title/), 'Deacon')
    await user.type(within(dialog).getByLabelText(/^Bio/), 'Serves the food pantry.')
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff Member' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Staff member added successfully')
    expect(await screen.findByText('Deacon Sam Ortiz')).toBeInTheDocument()
  })

  it("refuses a non-image photo and reports a failed save with 'Failed to save staff member'", async () => {
    mockApi({ 'GET /api/staff': { body: [pastor] }, 'PUT /api/staff/1': { status: 500, raw: 'x' } })
    const user = userEvent.setup({ applyAccept: false })
    renderAdmin(<StaffScreen />)
    await user.click(await screen.findByRole('button', { name: 'Edit Rev. Ada Lee' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Staff Member' })
    expect(within(dialog).getByTestId('upload-input')).toHaveAttribute('accept', 'image/*')
    await user.upload(
      within(dialog).getByTestId('upload-input'),
      new File(['x'], 'cv.pdf', { type: 'application/pdf' }),
    )
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a valid image file')

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to save staff member'),
    )
  })

  it('confirms a delete with the spec sentence before calling DELETE', async () => {
    const ministries = [
      { id: 5, name: 'Youth', leader: 'Sam', meeting_time: 'Fridays', description: 'Teens' },
    ]
    const { calls } = mockApi({
      'GET /api/ministries': () => ({ body: ministries }),
      'DELETE /api/ministries/5': () => {
        ministries.pop()
        return { body: { success: true } }
      },
    })
    const user = userEvent.setup()
    renderAdmin(<MinistriesScreen />)
    await user.click(await screen.findByRole('button', { name: 'Delete Youth' }))
    const confirm = screen.getByRole('alertdialog')
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this ministry?')
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Ministry deleted successfully')
    expect(await screen.findByText('No ministries yet')).toBeInTheDocument()
  })
})
