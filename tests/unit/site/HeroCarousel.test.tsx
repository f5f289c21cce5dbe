import { act, fireEvent, render, screen } from '@testing-library/react'

import { HeroCarousel, wrapIndex } from '@/components/home/HeroCarousel'
import { CAROUSEL_INTERVAL_MS, HERO_SLIDES } from '@/components/home/heroSlides'

import { setReducedMotion } from './mocks'

jest.mock('next/image', () => ({
  __esModule: true,
  default: (props: Record<string, unknown>) => jest.requireActual('./mocks').MockImage(props),
}))

const title = () => screen.getByRole('heading', { level: 2 }).textContent
const counter = () => screen.getByTestId('carousel-counter').textContent

describe('HeroCarousel', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    setReducedMotion(false)
  })
  afterEach(() => jest.useRealTimers())

  it('has the five slide titles of the spec', () => {
    expect(HERO_SLIDES.map((s) => s.title)).toEqual([
      'Led by Faith',
      'Hear the Word of God',
      'Wisdom & Experience',
      'United in Worship',
      'Called to Serve',
    ])
    expect(CAROUSEL_INTERVAL_MS).toBe(5000)
  })

  it('advances every 5000 ms and shows the counter n / 5', () => {
    render(<HeroCarousel />)
    expect(title()).toBe('Led by Faith')
    expect(counter()).toBe('1 / 5')
    act(() => jest.advanceTimersByTime(4999))
    expect(counter()).toBe('1 / 5')
    act(() => jest.advanceTimersByTime(1))
    expect(title()).toBe('Hear the Word of God')
    expect(counter()).toBe('2 / 5')
  })

  it('wraps from the last slide to the first when auto-advancing', () => {
    render(<HeroCarousel />)
    for (let i = 0; i < 4; i++) act(() => jest.advanceTimersByTime(5000))
    expect(counter()).toBe('5 / 5')
    act(() => jest.advanceTimersByTime(5000))
    expect(counter()).toBe('1 / 5')
  })

  it('wraps both ways with the previous and next buttons', () => {
    render(<HeroCarousel />)
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(title()).toBe('Called to Serve')
    expect(counter()).toBe('5 / 5')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(counter()).toBe('1 / 5')
  })

  it('goes to a slide from its dot', () => {
    render(<HeroCarousel />)
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4: United in Worship' }))
    expect(title()).toBe('United in Worship')
  })

  it('pauses and plays with the toggle', () => {
    render(<HeroCarousel />)
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    act(() => jest.advanceTimersByTime(20000))
    expect(counter()).toBe('1 / 5')
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
    act(() => jest.advanceTimersByTime(5000))
    expect(counter()).toBe('2 / 5')
  })

  it('pauses while hovered', () => {
    const { container } = render(<HeroCarousel />)
    const frame = container.querySelector('section') as HTMLElement
    fireEvent.mouseEnter(frame)
    act(() => jest.advanceTimersByTime(15000))
    expect(counter()).toBe('1 / 5')
    fireEvent.mouseLeave(frame)
    act(() => jest.advanceTimersByTime(5000))
    expect(counter()).toBe('2 / 5')
  })

  it('pauses while a control has keyboard focus', () => {
    render(<HeroCarousel />)
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus())
    act(() => jest.advanceTimersByTime(15000))
    expect(counter()).toBe('1 / 5')
  })

  it('wraps indices in both directions', () => {
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(5, 5)).toBe(0)
    expect(wrapIndex(12, 5)).toBe(2)
  })
})
