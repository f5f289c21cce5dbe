import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import styled from 'styled-components'

import { HeroCarouselClient } from './HeroCarouselClient'
import { HERO_SLIDES, type HeroSlide } from './heroSlides'

export { wrapIndex } from './heroSlides'

const Frame = styled(HeroCarouselClient)`
  position: relative;
  height: clamp(520px, 78vh, 760px);
  overflow: hidden;
  background: var(--navy-dark);
  color: var(--white);

  .hero-slide {
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
  }

  .hero-caption {
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
  }

  .hero-cta {
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
  }

  .hero-controls {
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
  }

  .hero-controls > button {
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
  }

  .hero-dots {
    display: flex;
    gap: 0.1rem;
  }

  .hero-dots > button {
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
      width: 12px;
      height: 12px;
      border-radius: 999px;
      background: rgba(255, 255, 255, 0.75);
      border: 1px solid rgba(10, 16, 32, 0.5);
      transition: width 0.2s ease;
    }

    &[aria-current='true']::before {
      width: 22px;
      background: var(--gold);
    }
  }

  .hero-counter {
    min-width: 4.5ch;
    padding: 0.3rem 0.7rem;
    border-radius: 999px;
    background: rgba(10, 16, 32, 0.6);
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    text-align: center;
  }
`

/**
 * The home page's hero carousel: five slides that auto-advance every 5 s, with previous/next,
 * pause/play, dots and an n / 5 counter. Its styles and the slides' image attributes are made
 * on the server; the behaviour lives in HeroCarouselClient.tsx.
 */
export function HeroCarousel({ slides = HERO_SLIDES }: { slides?: HeroSlide[] }) {
  const images = slides.map(
    (slide, index) =>
      getImageProps({
        src: slide.image,
        alt: slide.alt,
        fill: true,
        sizes: '100vw',
        priority: index === 0,
        style: { objectFit: 'cover' },
      }).props,
  )
  const first = images[0]
  if (first?.srcSet) {
    // The first slide is the largest paint: fetch it before the page's scripts.
    preload(String(first.src), {
      as: 'image',
      imageSrcSet: first.srcSet,
      imageSizes: first.sizes,
    })
  }
  return <Frame slides={slides} images={images} />
}
