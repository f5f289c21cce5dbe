import { act, fireEvent, render, screen } from '@testing-library/react'

import { HeroCarousel, wrapIndex } from '@/components/home/HeroCarousel'
import { CAROUSEL_INTERVAL_MS, HERO_SLIDES } from '@/components/home/heroSlides'

import { setReducedMotion } from './mocks'

const title = () => screen.getByRole('heading', { level: 2 }).textContent
const counter = () => screen.getByTestId('carousel-counter').textContent

/**
 * A test body that may start loading the cross-fade module, followed by that load settling
 * inside act: its state update lands in the test instead of escaping after it.
 */
const settles = (body: () => void) => async () => {
  body()
  await act(async () => {
    await import('@/components/home/HeroSlideMotion')
    for (let i = 0; i < 10; i++) await Promise.resolve()
  })
}

describe('HeroCarousel', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    setReducedMotion(false)
  })
  afterEach(() => jest.useRealTimers())

  it(
    'has the five slide titles of the spec',
    settles(() => {
      expect(HERO_SLIDES.map((s) => s.title)).toEqual([
        'Led by Faith',
        'Hear the Word of God',
        'Wisdom & Experience',
        'United in Worship',
        'Called to Serve',
      ])
      expect(CAROUSEL_INTERVAL_MS).toBe(5000)
    }),
  )

  it(
    'gives each slide its own call to action to one of the site’s pages',
    settles(() => {
      expect(HERO_SLIDES.map((s) => [s.cta.label, s.cta.href])).toEqual([
        ['Discover Our Heritage', '/about'],
        ['Listen to Sermons', '/sermons'],
        ['Meet Our Pastor', '/staff'],
        ['Join Us This Sunday', '/services'],
        ['Find a Ministry', '/ministries'],
      ])
      render(<HeroCarousel />)
      for (const slide of HERO_SLIDES) {
        expect(screen.getByRole('link', { name: slide.cta.label })).toHaveAttribute(
          'href',
          slide.cta.href,
        )
        fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
      }
    }),
  )

  it(
    'advances every 5000 ms and shows the counter n / 5',
    settles(() => {
      render(<HeroCarousel />)
      expect(title()).toBe('Led by Faith')
      expect(counter()).toBe('1 / 5')
      act(() => jest.advanceTimersByTime(4999))
      expect(counter()).toBe('1 / 5')
      act(() => jest.advanceTimersByTime(1))
      expect(title()).toBe('Hear the Word of God')
      expect(counter()).toBe('2 / 5')
    }),
  )

  it(
    'wraps from the last slide to the first when auto-advancing',
    settles(() => {
      render(<HeroCarousel />)
      for (let i = 0; i < 4; i++) act(() => jest.advanceTimersByTime(5000))
      expect(counter()).toBe('5 / 5')
      act(() => jest.advanceTimersByTime(5000))
      expect(counter()).toBe('1 / 5')
    }),
  )

  it(
    'wraps both ways with the previous and next buttons',
    settles(() => {
      render(<HeroCarousel />)
      fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
      expect(title()).toBe('Called to Serve')
      expect(counter()).toBe('5 / 5')
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
      expect(counter()).toBe('1 / 5')
    }),
  )

  it(
    'goes to a slide from its dot',
    settles(() => {
      render(<HeroCarousel />)
      fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4: United in Worship' }))
      expect(title()).toBe('United in Worship')
    }),
  )

  it(
    'pauses and plays with the toggle',
    settles(() => {
      render(<HeroCarousel />)
      fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
      act(() => jest.advanceTimersByTime(20000))
      expect(counter()).toBe('1 / 5')
      fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
      act(() => jest.advanceTimersByTime(5000))
      expect(counter()).toBe('2 / 5')
    }),
  )

  it(
    'pauses while hovered',
    settles(() => {
      const { container } = render(<HeroCarousel />)
      const frame = container.querySelector('section') as HTMLElement
      fireEvent.mouseEnter(frame)
      act(() => jest.advanceTimersByTime(15000))
      expect(counter()).toBe('1 / 5')
      fireEvent.mouseLeave(frame)
      act(() => jest.advanceTimersByTime(5000))
      expect(counter()).toBe('2 / 5')
    }),
  )

  it(
    'pauses while a control has keyboard focus',
    settles(() => {
      render(<HeroCarousel />)
      act(() => screen.getByRole('button', { name: 'Next slide' }).focus())
      act(() => jest.advanceTimersByTime(15000))
      expect(counter()).toBe('1 / 5')
    }),
  )

  it(
    'moves again when Play is pressed while it has keyboard focus',
    settles(() => {
      render(<HeroCarousel />)
      const toggle = screen.getByRole('button', { name: 'Pause slideshow' })
      act(() => toggle.focus())
      fireEvent.click(toggle)
      act(() => jest.advanceTimersByTime(15000))
      expect(counter()).toBe('1 / 5')
      fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
      expect(screen.getByRole('button', { name: 'Pause slideshow' })).toHaveFocus()
      act(() => jest.advanceTimersByTime(5000))
      expect(counter()).toBe('2 / 5')
      act(() => jest.advanceTimersByTime(5000))
      expect(counter()).toBe('3 / 5')
    }),
  )

  it(
    'moves again when Play is clicked under the mouse pointer',
    settles(() => {
      const { container } = render(<HeroCarousel />)
      fireEvent.mouseEnter(container.querySelector('section') as HTMLElement)
      const toggle = screen.getByRole('button', { name: 'Pause slideshow' })
      act(() => toggle.focus())
      fireEvent.click(toggle)
      fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
      act(() => jest.advanceTimersByTime(5000))
      expect(counter()).toBe('2 / 5')
    }),
  )

  it(
    'stays paused while focus moves between its controls, and pauses again when focus comes back',
    settles(() => {
      render(<HeroCarousel />)
      const toggle = screen.getByRole('button', { name: 'Pause slideshow' })
      act(() => toggle.focus())
      fireEvent.click(toggle)
      fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
      act(() => screen.getByRole('button', { name: 'Next slide' }).focus())
      act(() => jest.advanceTimersByTime(5000))
      expect(counter()).toBe('2 / 5')
      act(() => (document.activeElement as HTMLElement).blur())
      act(() => screen.getByRole('button', { name: 'Previous slide' }).focus())
      act(() => jest.advanceTimersByTime(15000))
      expect(counter()).toBe('2 / 5')
    }),
  )

  it('loads the framer-motion cross-fade before the first change, not on mount', async () => {
    const { container } = render(<HeroCarousel />)
    const slides = () => container.querySelectorAll('.hero-slide')
    await act(async () => undefined)
    expect(slides()).toHaveLength(1)
    // 1.5 s ahead of the first automatic change the animation module is fetched.
    await act(async () => jest.advanceTimersByTime(3500))
    await act(async () => undefined)
    act(() => jest.advanceTimersByTime(1500))
    expect(counter()).toBe('2 / 5')
    // The leaving and the entering slide are both on screen while they cross-fade.
    expect(slides()).toHaveLength(2)
    expect((slides()[1] as HTMLElement).style.opacity).toBe('0')
  })

  it(
    'shows each slide as an optimised image with its description',
    settles(() => {
      render(<HeroCarousel />)
      const image = screen.getByRole('img', { name: HERO_SLIDES[0].alt })
      expect(image.getAttribute('srcset')).toContain('/_next/image?url=%2Fhero%2Fslide-1.webp')
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
      expect(screen.getByRole('img', { name: HERO_SLIDES[1].alt })).toBeInTheDocument()
    }),
  )

  it(
    'wraps indices in both directions',
    settles(() => {
      expect(wrapIndex(-1, 5)).toBe(4)
      expect(wrapIndex(5, 5)).toBe(0)
      expect(wrapIndex(12, 5)).toBe(2)
    }),
  )
})
