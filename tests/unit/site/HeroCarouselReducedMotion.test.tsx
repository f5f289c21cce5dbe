import { act, render, screen } from '@testing-library/react'

import { HeroCarousel } from '@/components/home/HeroCarousel'

import { setReducedMotion } from './mocks'

// The preference is set before anything renders, in a file of its own.

describe('HeroCarousel with reduced motion', () => {
  beforeAll(() => setReducedMotion(true))
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('does not auto-advance for visitors who prefer reduced motion', () => {
    render(<HeroCarousel />)
    act(() => jest.advanceTimersByTime(20000))
    expect(screen.getByTestId('carousel-counter').textContent).toBe('1 / 5')
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
  })
})
