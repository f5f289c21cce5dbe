import { fireEvent, render, screen, within } from '@testing-library/react'

import { GalleryBrowser } from '@/components/site/GalleryBrowser'

import { installDialogPolyfill } from './mocks'

jest.mock('next/image', () => ({
  __esModule: true,
  default: (props: Record<string, unknown>) => jest.requireActual('./mocks').MockImage(props),
}))

const images = [
  { id: 1, src: '/media/a.jpg', alt: 'Choir singing', category: 'worship' },
  { id: 2, src: '/media/b.jpg', alt: 'Food pantry', category: 'community' },
  { id: 3, src: '/media/c.jpg', alt: 'Sunday service', category: 'worship' },
]

describe('public gallery', () => {
  it('starts on All with counts on every filter button', () => {
    render(<GalleryBrowser images={images} />)
    expect(screen.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Worship Services (2)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Special Events (0)' })).toBeInTheDocument()
    expect(screen.getAllByRole('img')).toHaveLength(3)
  })

  it('filters by category and says when a category is empty', () => {
    render(<GalleryBrowser images={images} />)
    fireEvent.click(screen.getByRole('button', { name: 'Community Events (1)' }))
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Food pantry'])
    fireEvent.click(screen.getByRole('button', { name: 'Youth Ministry (0)' }))
    expect(screen.getByText('No Photos in Youth Ministry')).toBeInTheDocument()
  })

  it('shows the empty state with no images at all', () => {
    render(<GalleryBrowser images={[]} />)
    expect(screen.getByText('No Photos Available Yet')).toBeInTheDocument()
  })

  it('falls back to a placeholder when a photo fails to load', () => {
    render(<GalleryBrowser images={images.slice(0, 1)} />)
    const img = screen.getByAltText('Choir singing')
    fireEvent.error(img)
    expect(screen.getByAltText('Choir singing')).toHaveAttribute('src', '/placeholder-photo.svg')
  })

  describe('enlarged view', () => {
    const photos = [
      {
        id: 1,
        src: '/media/a.jpg',
        alt: 'Choir singing',
        title: 'Christmas Cantata',
        description: 'The Sanctuary Choir sings on Christmas Eve',
        category: 'worship',
      },
      { id: 2, src: '/media/b.jpg', alt: 'Food pantry volunteers', category: 'community' },
      {
        id: 3,
        src: '/media/c.jpg',
        alt: 'Baptism at the river',
        title: 'Baptism Sunday',
        category: 'worship',
      },
    ]

    beforeEach(() => installDialogPolyfill())

    const thumbnail = (name: RegExp) => screen.getByRole('button', { name })
    const dialog = () => document.querySelector('dialog') as HTMLDialogElement
    const shownTitle = () => within(dialog()).getByRole('heading', { level: 2 }).textContent

    it('opens a photo as a modal dialog with its category, title and caption', () => {
      const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal')
      render(<GalleryBrowser images={photos} />)
      expect(dialog()).not.toHaveAttribute('open')
      const open = thumbnail(/View larger: Choir singing/)
      expect(open).toHaveAttribute('aria-haspopup', 'dialog')
      fireEvent.click(open)
      expect(showModal).toHaveBeenCalledTimes(1)
      expect(dialog()).toHaveAttribute('open')
      const view = within(dialog())
      expect(view.getByText('Worship Services')).toBeInTheDocument()
      expect(shownTitle()).toBe('Christmas Cantata')
      expect(view.getByText('The Sanctuary Choir sings on Christmas Eve')).toBeInTheDocument()
      expect(view.getByRole('img', { name: 'Choir singing' })).toHaveAttribute(
        'src',
        '/media/a.jpg',
      )
      expect(view.getByText('Photo 1 of 3')).toBeInTheDocument()
      expect(dialog()).toHaveAccessibleName('Christmas Cantata')
      expect(dialog()).toHaveAccessibleDescription('The Sanctuary Choir sings on Christmas Eve')
      showModal.mockRestore()
    })

    it('captions a photo with its description, else its alt text under its title', () => {
      render(<GalleryBrowser images={photos} />)
      fireEvent.click(thumbnail(/Baptism at the river/))
      expect(shownTitle()).toBe('Baptism Sunday')
      expect(within(dialog()).getByText('Baptism at the river', { selector: 'p' })).toBeVisible()
      fireEvent.keyDown(dialog(), { key: 'ArrowLeft' })
      expect(shownTitle()).toBe('Food pantry volunteers')
      expect(dialog().querySelector('p')).toBeNull()
    })

    it('moves to the next and previous photo with the arrow keys and the buttons, wrapping', () => {
      render(<GalleryBrowser images={photos} />)
      fireEvent.click(thumbnail(/Food pantry/))
      fireEvent.keyDown(dialog(), { key: 'ArrowRight' })
      expect(shownTitle()).toBe('Baptism Sunday')
      fireEvent.keyDown(dialog(), { key: 'ArrowRight' })
      expect(shownTitle()).toBe('Christmas Cantata')
      fireEvent.keyDown(dialog(), { key: 'ArrowLeft' })
      expect(shownTitle()).toBe('Baptism Sunday')
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous photo' }))
      expect(shownTitle()).toBe('Food pantry volunteers')
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Next photo' }))
      expect(within(dialog()).getByText('Photo 3 of 3')).toBeInTheDocument()
    })

    it('moves only among the photos of the chosen category', () => {
      render(<GalleryBrowser images={photos} />)
      fireEvent.click(screen.getByRole('button', { name: 'Worship Services (2)' }))
      fireEvent.click(thumbnail(/Choir singing/))
      expect(within(dialog()).getByText('Photo 1 of 2')).toBeInTheDocument()
      fireEvent.keyDown(dialog(), { key: 'ArrowRight' })
      expect(shownTitle()).toBe('Baptism Sunday')
      fireEvent.keyDown(dialog(), { key: 'ArrowRight' })
      expect(shownTitle()).toBe('Christmas Cantata')
    })

    it('closes on Escape and returns focus to the thumbnail that opened it', () => {
      render(<GalleryBrowser images={photos} />)
      const opener = thumbnail(/Baptism at the river/)
      fireEvent.click(opener)
      fireEvent.keyDown(dialog(), { key: 'ArrowRight' })
      fireEvent(dialog(), new Event('cancel', { cancelable: true }))
      expect(dialog()).not.toHaveAttribute('open')
      expect(within(dialog()).queryByRole('heading')).toBeNull()
      expect(opener).toHaveFocus()
    })

    it('closes with its Close button and on a click on the backdrop', () => {
      render(<GalleryBrowser images={photos} />)
      const opener = thumbnail(/Food pantry/)
      fireEvent.click(opener)
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
      expect(dialog()).not.toHaveAttribute('open')
      expect(opener).toHaveFocus()
      fireEvent.click(opener)
      fireEvent.click(within(dialog()).getByRole('heading'))
      expect(dialog()).toHaveAttribute('open')
      fireEvent.click(dialog())
      expect(dialog()).not.toHaveAttribute('open')
    })

    it('has no previous and next buttons for a single photo', () => {
      render(<GalleryBrowser images={photos.slice(0, 1)} />)
      fireEvent.click(thumbnail(/Choir singing/))
      expect(within(dialog()).queryByRole('button', { name: 'Next photo' })).toBeNull()
      fireEvent.keyDown(dialog(), { key: 'ArrowRight' })
      expect(shownTitle()).toBe('Christmas Cantata')
    })
  })
})
