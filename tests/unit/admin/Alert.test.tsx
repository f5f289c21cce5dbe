import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { Alert } from '@/ui/admin/Alert'
import { MinistriesScreen } from '@/components/admin/content/ContentScreens'

import { installDialogPolyfill, mockApi, renderAdmin } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))

beforeAll(installDialogPolyfill)
afterEach(() => jest.restoreAllMocks())

const politeRegions = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('[aria-live="polite"]'))

describe('the admin messages (spec section 8)', () => {
  it('writes a success into a live region that was there, empty, before it', () => {
    const { container, rerender } = render(<Alert message={null} />)
    const [region] = politeRegions(container)
    expect(region).toBeEmptyDOMElement()

    rerender(<Alert message={{ tone: 'success', text: 'Sermon updated successfully' }} />)
    expect(politeRegions(container)).toEqual([region])
    expect(within(region).getByRole('status')).toHaveTextContent('Sermon updated successfully')
  })

  it('shows an error as an alert, outside the polite region', () => {
    const { container } = render(
      <Alert message={{ tone: 'error', text: 'Failed to update church history' }} />,
    )
    const [region] = politeRegions(container)
    expect(region).toBeEmptyDOMElement()
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update church history')
  })

  it("announces a screen's success in the region mounted with the screen", async () => {
    let ministries = [
      { id: 5, name: 'Youth', leader: 'Sam', meeting_time: 'Fridays', description: 'Teens' },
    ]
    mockApi({
      'GET /api/ministries': () => ({ body: ministries }),
      'DELETE /api/ministries/5': () => {
        ministries = []
        return { body: { success: true } }
      },
    })
    const user = userEvent.setup()
    const { container } = renderAdmin(<MinistriesScreen />)
    await screen.findByText('Youth')
    const regions = politeRegions(container)
    expect(regions).toHaveLength(1)
    expect(regions[0]).toBeEmptyDOMElement()

    await user.click(screen.getByRole('button', { name: 'Delete Youth' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )

    expect(await within(regions[0]).findByRole('status')).toHaveTextContent(
      'Ministry deleted successfully',
    )
    expect(regions[0]).toBeInTheDocument()
  })
})
