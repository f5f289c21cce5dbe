import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'

import { MinistriesScreen } from '@/components/admin/content/ContentScreens'
import { GalleryScreen } from '@/components/admin/GalleryScreen'
import { useFocusAfterRemoval } from '@/ui/admin/useFocusAfterRemoval'

import { installDialogPolyfill, mockApi, renderAdmin } from './adminTestKit'

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }))

beforeAll(installDialogPolyfill)
afterEach(() => jest.restoreAllMocks())

const ministry = (id: number, name: string) => ({
  id,
  name,
  leader: 'Sam',
  meeting_time: 'Fridays',
  description: 'Together.',
})

/** The ministries list and its DELETE, answering from one array like the server would. */
function ministriesServer(start: ReturnType<typeof ministry>[]) {
  let items = [...start]
  const routes: Parameters<typeof mockApi>[0] = { 'GET /api/ministries': () => ({ body: items }) }
  for (const item of start) {
    routes[`DELETE /api/ministries/${item.id}`] = () => {
      items = items.filter((shown) => shown.id !== item.id)
      return { body: { success: true } }
    }
  }
  return routes
}

async function deleteMinistry(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Delete ${name}` }))
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  await screen.findByText('Ministry deleted successfully')
}

describe('focus after a confirmed delete on a content screen', () => {
  it("moves to the first button of the item now in the deleted one's place", async () => {
    mockApi(ministriesServer([ministry(1, 'Youth'), ministry(2, 'Choir'), ministry(3, 'Missions')]))
    const user = userEvent.setup()
    renderAdmin(<MinistriesScreen />)

    await deleteMinistry(user, 'Choir')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Missions' })).toHaveFocus())
    expect(screen.queryByRole('button', { name: 'Edit Choir' })).not.toBeInTheDocument()
  })

  it('moves to the new last item when the last one was deleted', async () => {
    mockApi(ministriesServer([ministry(1, 'Youth'), ministry(2, 'Choir')]))
    const user = userEvent.setup()
    renderAdmin(<MinistriesScreen />)

    await deleteMinistry(user, 'Choir')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Youth' })).toHaveFocus())
  })

  it("moves to the empty list's heading when the only item was deleted", async () => {
    mockApi(ministriesServer([ministry(1, 'Youth')]))
    const user = userEvent.setup()
    renderAdmin(<MinistriesScreen />)

    await deleteMinistry(user, 'Youth')
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No ministries yet' })).toHaveFocus(),
    )
  })

  it('leaves focus on the Delete button when the delete failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    mockApi({
      'GET /api/ministries': { body: [ministry(1, 'Youth'), ministry(2, 'Choir')] },
      'DELETE /api/ministries/1': { status: 500, raw: 'x' },
    })
    const user = userEvent.setup()
    renderAdmin(<MinistriesScreen />)

    await user.click(await screen.findByRole('button', { name: 'Delete Youth' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete ministry')
    expect(screen.getByRole('button', { name: 'Delete Youth' })).toHaveFocus()
  })
})

const image = (id: number, alt: string, category: string) => ({
  id,
  src: `/media/${id}.jpg`,
  alt,
  title: alt,
  description: '',
  category,
  date: '2026-11-01',
})

function galleryServer(start: ReturnType<typeof image>[]) {
  let items = [...start]
  const routes: Parameters<typeof mockApi>[0] = { 'GET /api/gallery': () => ({ body: items }) }
  for (const item of start) {
    routes[`DELETE /api/gallery/${item.id}`] = () => {
      items = items.filter((shown) => shown.id !== item.id)
      return { body: { success: true } }
    }
  }
  return routes
}

describe('focus after a delete in the gallery', () => {
  beforeEach(() => jest.spyOn(window, 'confirm').mockReturnValue(true))

  it('moves to the next image once the deleted one has gone', async () => {
    mockApi(galleryServer([image(1, 'Choir singing', 'worship'), image(2, 'Food drive', 'youth')]))
    const user = userEvent.setup()
    renderAdmin(<GalleryScreen />)

    await user.click(await screen.findByRole('button', { name: 'Delete image: Choir singing' }))
    await screen.findByText('Gallery image deleted successfully')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit image: Food drive' })).toHaveFocus(),
    )
  })

  it("keeps an emptied category's tab and moves to its empty heading", async () => {
    mockApi(galleryServer([image(1, 'Choir singing', 'worship'), image(2, 'Food drive', 'youth')]))
    const user = userEvent.setup()
    renderAdmin(<GalleryScreen />)

    await user.click(await screen.findByRole('tab', { name: /^Youth Ministry/ }))
    await user.click(screen.getByRole('button', { name: 'Delete image: Food drive' }))
    await screen.findByText('Gallery image deleted successfully')

    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No Youth Ministry images' })).toHaveFocus(),
    )
    const tab = screen.getByRole('tab', { name: /^Youth Ministry/ })
    expect(tab).toHaveAttribute('aria-selected', 'true')
    expect(tab).toHaveTextContent('0')
  })
})

/** A list with no heading of its own: the status message is the last place focus can go. */
function HeadinglessList() {
  const [items, setItems] = useState([{ id: 'a' }])
  const [said, setSaid] = useState('')
  const list = useRef<HTMLUListElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const message = useRef<HTMLParagraphElement>(null)
  const focusAfterRemoval = useFocusAfterRemoval(items, { list, heading, message })
  return (
    <>
      <p ref={message} tabIndex={-1}>
        {said}
      </p>
      <ul ref={list}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              onClick={() => {
                setSaid('Removed')
                focusAfterRemoval(item.id)
                setItems([])
              }}
            >
              Remove {item.id}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

it('moves focus to the status message when neither an item nor a heading is left', async () => {
  const user = userEvent.setup()
  render(<HeadinglessList />)
  await user.click(screen.getByRole('button', { name: 'Remove a' }))
  await waitFor(() => expect(screen.getByText('Removed')).toHaveFocus())
})
