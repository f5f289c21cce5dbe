import 'server-only'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getChurchInfo } from '../content/read'
import { churchFacts, FALLBACK_CHURCH } from './fallbacks'

export type SlugPageProps = { params: Promise<{ slug: string }> }

/**
 * What `/events/<slug>` and `/sermons/<slug>` share: the addresses prerendered at build time,
 * the page's metadata, and the read that answers 404 for an unknown slug (before anything is
 * streamed, so the status is a real 404) along with the church's facts.
 */
export function slugPage<T>(options: {
  /** The slugs to prerender (the first page of the list; the rest render on first visit). */
  slugs: () => Promise<(string | null | undefined)[]>
  find: (slug: string) => Promise<T | null>
  metadata: (found: T) => Metadata
}) {
  return {
    async generateStaticParams(): Promise<{ slug: string }[]> {
      const slugs: (string | null | undefined)[] = await options.slugs().catch(() => [])
      return slugs.flatMap((slug) => (slug ? [{ slug }] : []))
    },
    async generateMetadata({ params }: SlugPageProps): Promise<Metadata> {
      const found = await options.find((await params).slug)
      return found ? options.metadata(found) : {}
    },
    async load({ params }: SlugPageProps) {
      const [found, church] = await Promise.all([
        options.find((await params).slug),
        getChurchInfo()
          .then(churchFacts)
          .catch(() => FALLBACK_CHURCH),
      ])
      if (!found) notFound()
      return { found, church }
    },
  }
}

/** A list page's number from its address: a whole number from 2, else null (404). */
function listPageNumber(raw: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null
  const page = Number(raw)
  return page >= 2 ? page : null
}

export type NumberedPageProps = { params: Promise<{ page: string }> }

/**
 * What the later pages of a list share (`/events/page/<n>`, `/sermons/archive/<n>`,
 * `/gallery/page/<n>`): none prerendered (how many there are depends on the content and the
 * day; each renders on first visit and is then kept like the rest), the metadata of a valid
 * number, and 404 for any other.
 */
export function numberedPage(metadata: (page: number) => Metadata) {
  return {
    async generateStaticParams(): Promise<{ page: string }[]> {
      return []
    },
    async generateMetadata({ params }: NumberedPageProps): Promise<Metadata> {
      const page = listPageNumber((await params).page)
      return page ? metadata(page) : {}
    },
    async number({ params }: NumberedPageProps): Promise<number> {
      const page = listPageNumber((await params).page)
      if (!page) notFound()
      return page
    },
  }
}
