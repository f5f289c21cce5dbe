'use client'

import { AnimatePresence, LazyMotion, m, useReducedMotion } from 'framer-motion'
import Image from 'next/image'
import Link from 'next/link'
import { useCallback, useEffect, useState } from 'react'
import styled from 'styled-components'

import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/site/icons'

import { CAROUSEL_INTERVAL_MS, HERO_SLIDES, type HeroSlide } from './heroSlides'

const Frame = styled.section`
  position: relative;
  height: clamp(520px, 78vh, 760px);
  overflow: hidden;
  background: var(--navy-dark);
  color: var(--white);
`

const Slide = styled(m.div)`
  position: absolute;
  inset: 0;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      180deg,
      rgba(10, 16, 32, 0.35) 0%,
      rgba(10, 16, 32, 0.55) 55%,
      rgba(10, 16, 32, 0.85) 100%
    );
  }
`

const Caption = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  padding: 0 1.5rem 4rem;

  h2 {
    color: var(--white);
    font-size: clamp(2.4rem, 7vw, 4.6rem);
    margin-bottom: 0.75rem;
    text-shadow: 0 2px 18px rgba(0, 0, 0, 0.45);
  }

  p {
    font-size: clamp(1.05rem, 2.4vw, 1.4rem);
    max-width: 720px;
    color: #f3ecdf;
    margin-bottom: 1.75rem;
    text-shadow: 0 1px 10px rgba(0, 0, 0, 0.5);
  }
`

const Cta = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0.8rem 1.8rem;
  border-radius: 999px;
  background: var(--gold);
  color: var(--navy-dark);
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: #e2b842;
    color: var(--navy-dark);
  }
`

const Controls = styled.div`
  position: absolute;
  z-index: 3;
  left: 0;
  right: 0;
  bottom: 1.25rem;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;

  @media (min-width: 640px) {
    gap: 0.75rem;
  }
`

const RoundButton = styled.button`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid rgba(255, 255, 255, 0.7);
  background: rgba(10, 16, 32, 0.55);
  color: var(--white);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;

  &:hover {
    background: rgba(10, 16, 32, 0.85);
  }
`

const Dots = styled.div`
  display: flex;
  gap: 0.1rem;
`

const Dot = styled.button<{ $active: boolean }>`
  width: 26px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;

  &::before {
    content: '';
    width: ${({ $active }) => ($active ? '22px' : '12px')};
    height: 12px;
    border-radius: 999px;
    background: ${({ $active }) => ($active ? 'var(--gold)' : 'rgba(255,255,255,0.75)')};
    border: 1px solid rgba(10, 16, 32, 0.5);
    transition: width 0.2s ease;
  }
`

const Counter = styled.span`
  min-width: 4.5ch;
  padding: 0.3rem 0.7rem;
  border-radius: 999px;
  background: rgba(10, 16, 32, 0.6);
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  text-align: center;
`

const loadMotionFeatures = () =>
  import('@/components/site/motionFeatures').then((module) => module.default)

/** The next index, wrapping in both directions. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count
}

export function HeroCarousel({ slides = HERO_SLIDES }: { slides?: HeroSlide[] }) {
  const count = slides.length
  const [index, setIndex] = useState(0)
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reduceMotion = useReducedMotion()
  // Visitors who ask for reduced motion get no auto-advance unless they press play.
  const playing = userPlaying ?? !reduceMotion

  const go = useCallback((to: number) => setIndex(wrapIndex(to, count)), [count])
  const running = playing && !hovered && !focused

  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), CAROUSEL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [running, count, index])

  const slide = slides[index]

  return (
    <Frame
      aria-roledescription="carousel"
      aria-label="Welcome to Grace Fellowship"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <LazyMotion features={loadMotionFeatures}>
        <AnimatePresence initial={false}>
          <Slide
            key={slide.id}
            initial={{ opacity: reduceMotion ? 1 : 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: reduceMotion ? 1 : 0 }}
            transition={{ duration: reduceMotion ? 0 : 0.8, ease: 'easeInOut' }}
          >
            <Image
              src={slide.image}
              alt={slide.alt}
              fill
              sizes="100vw"
              priority={index === 0}
              style={{ objectFit: 'cover' }}
            />
          </Slide>
        </AnimatePresence>
      </LazyMotion>
      <Caption
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live={running ? 'off' : 'polite'}
      >
        <h2>{slide.title}</h2>
        <p>{slide.subtitle}</p>
        <Cta href="/services">Join Us This Sunday</Cta>
      </Caption>
      <Controls>
        <RoundButton type="button" aria-label="Previous slide" onClick={() => go(index - 1)}>
          <ChevronLeftIcon />
        </RoundButton>
        <RoundButton
          type="button"
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          onClick={() => setUserPlaying(!playing)}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </RoundButton>
        <Dots>
          {slides.map((s, i) => (
            <Dot
              key={s.id}
              type="button"
              $active={i === index}
              aria-label={`Go to slide ${i + 1}: ${s.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </Dots>
        <Counter aria-hidden="true" data-testid="carousel-counter">
          {index + 1} / {count}
        </Counter>
        <RoundButton type="button" aria-label="Next slide" onClick={() => go(index + 1)}>
          <ChevronRightIcon />
        </RoundButton>
      </Controls>
    </Frame>
  )
}
