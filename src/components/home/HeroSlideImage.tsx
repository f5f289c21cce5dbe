import type React from 'react'

/** The <img> attributes of one slide, prepared on the server by next/image's getImageProps. */
export type SlideImageProps = React.ImgHTMLAttributes<HTMLImageElement>

/** A slide's picture, covering the carousel frame (a plain <img>: no image component to load). */
export function HeroSlideImage({ image }: { image: SlideImageProps }) {
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element
  return <img {...image} />
}
