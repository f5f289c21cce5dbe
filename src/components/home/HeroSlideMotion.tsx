'use client'

import { AnimatePresence, LazyMotion, domAnimation, m } from 'framer-motion'

import type { HeroSlide } from './heroSlides'
import { HeroSlideImage, type SlideImageProps } from './HeroSlideImage'

/**
 * The slide picture with framer-motion's cross-fade. The carousel loads this module (and the
 * animation library) just before the first slide change, so the first page load does not.
 */
export function HeroSlideMotion({
  slide,
  image,
  reduceMotion,
}: {
  slide: HeroSlide
  image: SlideImageProps
  reduceMotion: boolean
}) {
  return (
    <LazyMotion features={domAnimation}>
      <AnimatePresence initial={false}>
        <m.div
          key={slide.id}
          className="hero-slide"
          initial={{ opacity: reduceMotion ? 1 : 0 }}
          animate={{ opacity: 1 }}
          exit={{ opacity: reduceMotion ? 1 : 0 }}
          transition={{ duration: reduceMotion ? 0 : 0.8, ease: 'easeInOut' }}
        >
          <HeroSlideImage image={image} />
        </m.div>
      </AnimatePresence>
    </LazyMotion>
  )
}
