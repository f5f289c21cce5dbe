'use client'

import type React from 'react'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/ui/site/icons'

import { CAROUSEL_INTERVAL_MS, HERO_SLIDES, type HeroSlide, wrapIndex } from './heroSlides'
import { HeroSlideImage, type SlideImageProps } from './HeroSlideImage'

type SlideMotion = typeof import('./HeroSlideMotion').HeroSlideMotion

const loadSlideMotion = () => import('./HeroSlideMotion').then((module) => module.HeroSlideMotion)

// framer-motion is fetched this long before the first automatic slide change.
const MOTION_LEAD_MS = 1500

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

/**
 * The hero carousel's behaviour. It renders plain elements with class names; the styles come
 * from the server component around it (HeroCarousel.tsx). The slide cross-fade uses
 * framer-motion, loaded just before the first slide change or when a visitor reaches for the
 * controls.
 */
export function HeroCarouselClient({
  slides = HERO_SLIDES,
  images,
  className,
}: {
  slides?: HeroSlide[]
  /** Each slide's <img> attributes, in the order of the slides. */
  images: SlideImageProps[]
  className?: string
}) {
  const count = slides.length
  const [index, setIndex] = useState(0)
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [motionWanted, setMotionWanted] = useState(false)
  const [SlideMotion, setSlideMotion] = useState<SlideMotion | null>(null)
  const reduceMotion = usePrefersReducedMotion()
  // Visitors who ask for reduced motion get no auto-advance unless they press play.
  const playing = userPlaying ?? !reduceMotion

  const go = useCallback(
    (to: number) => {
      setMotionWanted(true)
      setIndex(wrapIndex(to, count))
    },
    [count],
  )
  const running = playing && !hovered && !focused

  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), CAROUSEL_INTERVAL_MS)
    const preload = setTimeout(() => setMotionWanted(true), CAROUSEL_INTERVAL_MS - MOTION_LEAD_MS)
    return () => {
      clearInterval(timer)
      clearTimeout(preload)
    }
  }, [running, count, index])

  useEffect(() => {
    if (!motionWanted || SlideMotion) return
    let live = true
    loadSlideMotion().then(
      (component) => live && setSlideMotion(() => component),
      // Without the animation library the slides still change, only without the fade.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [motionWanted, SlideMotion])

  const slide = slides[index]
  const wantMotion: React.PointerEventHandler = () => setMotionWanted(true)

  return (
    <section
      className={className}
      aria-roledescription="carousel"
      aria-label="Welcome to Grace Fellowship"
      onPointerEnter={wantMotion}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        setMotionWanted(true)
        // Focus that arrives from outside pauses; moving between the controls does not.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(true)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      {SlideMotion ? (
        <SlideMotion slide={slide} image={images[index]} reduceMotion={reduceMotion} />
      ) : (
        <div className="hero-slide">
          <HeroSlideImage image={images[index]} />
        </div>
      )}
      <div
        className="hero-caption"
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live={running ? 'off' : 'polite'}
      >
        <h2>{slide.title}</h2>
        <p>{slide.subtitle}</p>
        <a className="hero-cta" href={slide.cta.href}>
          {slide.cta.label}
        </a>
      </div>
      <div className="hero-controls">
        <button type="button" aria-label="Previous slide" onClick={() => go(index - 1)}>
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          onClick={() => {
            // Play outranks the pause on hover and focus: the person pressing it is both.
            if (!playing) {
              setHovered(false)
              setFocused(false)
            }
            setUserPlaying(!playing)
          }}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <div className="hero-dots">
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              aria-label={`Go to slide ${i + 1}: ${s.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <span className="hero-counter" aria-hidden="true" data-testid="carousel-counter">
          {index + 1} / {count}
        </span>
        <button type="button" aria-label="Next slide" onClick={() => go(index + 1)}>
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  )
}
