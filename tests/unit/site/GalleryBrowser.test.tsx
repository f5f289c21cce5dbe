import { fireEvent, render, screen } from '@testing-library/react'

import { GalleryBrowser } from '@/components/site/GalleryBrowser'

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
})
