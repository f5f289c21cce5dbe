import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import { render } from '@react-email/render'
import type { Payload } from 'payload'
import type { CSSProperties, ReactNode } from 'react'

import { isSafeHref } from '@/lib/contract/links'
import { formatClockTime, formatLongDate } from '@/lib/format'
import { EMAIL_PICTURE, mediaSizeName } from '@/lib/mediaSizes'
import { escapeXml } from '@/lib/xml'
import type { ChurchInfo, Media, Newsletter } from '@/payload-types'

/**
 * A newsletter as an email: the editor's document (collections/richText.ts
 * `newsletterEditor`) turned into React Email's components, rendered once per newsletter to
 * HTML and plain text with two placeholders, which each subscriber's copy fills in
 * (`personalise`): their first name and their own unsubscribe link. React escapes every text
 * of the document; the placeholders are filled with escaped values.
 */

/** The upcoming events a newsletter carries, as they were when it went out. */
export type NewsletterEvent = {
  id: number | string
  title: string
  slug?: string | null
  date: string
  time?: string | null
  location?: string | null
}

/** Who a copy is for; `unsubscribeUrl` is absolute. */
export type Addressee = { firstName: string; unsubscribeUrl: string }

export type RenderedNewsletter = { subject: string; html: string; text: string }

const FIRST_NAME = '%%FIRST_NAME%%'
const UNSUBSCRIBE_URL = 'https://unsubscribe.invalid/%%UNSUBSCRIBE%%'

/** The width of an email's column, and of its pictures. */
const EMAIL_WIDTH = 600
/** The media sizes a picture is sent in: the email's JPEG, else (an older upload) the WebP. */
const PICTURE_SIZES = [EMAIL_PICTURE.name, mediaSizeName(640)] as (keyof NonNullable<
  Media['sizes']
>)[]

type LexicalNode = {
  type?: string
  tag?: string
  listType?: string
  text?: string
  format?: number | string
  url?: string
  fields?: Record<string, unknown> | null
  value?: unknown
  relationTo?: string
  children?: LexicalNode[]
}

type Context = { origin: string; media: Map<string, Media> }

const TEXT_BOLD = 1
const TEXT_ITALIC = 2
const TEXT_STRIKETHROUGH = 4
const TEXT_UNDERLINE = 8

const colors = { ink: '#1f2933', muted: '#52606d', accent: '#1d4e89', rule: '#d9e2ec' }
const styles = {
  body: { backgroundColor: '#f4f6f8', fontFamily: 'Georgia, "Times New Roman", serif' },
  container: { backgroundColor: '#ffffff', maxWidth: `${EMAIL_WIDTH}px`, padding: '32px 28px' },
  text: { color: colors.ink, fontSize: '16px', lineHeight: '26px', margin: '0 0 16px' },
  h2: { color: colors.ink, fontSize: '24px', lineHeight: '32px', margin: '28px 0 12px' },
  h3: { color: colors.ink, fontSize: '19px', lineHeight: '28px', margin: '24px 0 8px' },
  link: { color: colors.accent, textDecoration: 'underline' },
  button: {
    backgroundColor: colors.accent,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 'bold',
    padding: '12px 22px',
    textDecoration: 'none',
  },
  small: { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
} satisfies Record<string, CSSProperties>

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url)

/** A link of the document, if it follows the site's link rule; relative ones made absolute. */
function safeUrl(origin: string, url: unknown): string | null {
  if (typeof url !== 'string' || !isSafeHref(url)) return null
  return url.startsWith('#') ? null : absolute(origin, url)
}

function inline(nodes: LexicalNode[] | undefined, context: Context): ReactNode[] {
  return (nodes ?? []).map((node, index) => {
    if (node.type === 'linebreak') return <br key={index} />
    if (node.type === 'text') {
      const format = typeof node.format === 'number' ? node.format : 0
      let content: ReactNode = node.text ?? ''
      if (format & TEXT_BOLD) content = <strong>{content}</strong>
      if (format & TEXT_ITALIC) content = <em>{content}</em>
      if (format & TEXT_UNDERLINE) content = <u>{content}</u>
      if (format & TEXT_STRIKETHROUGH) content = <s>{content}</s>
      return <span key={index}>{content}</span>
    }
    if (node.type === 'link' || node.type === 'autolink') {
      const href = safeUrl(context.origin, node.fields?.url ?? node.url)
      const children = inline(node.children, context)
      return href ? (
        <Link key={index} href={href} style={styles.link}>
          {children}
        </Link>
      ) : (
        <span key={index}>{children}</span>
      )
    }
    return <span key={index}>{inline(node.children, context)}</span>
  })
}

function picture(node: LexicalNode, context: Context, key: number): ReactNode {
  const id = typeof node.value === 'object' && node.value ? (node.value as Media).id : node.value
  const media = context.media.get(String(id))
  if (!media?.url) return null
  const size = PICTURE_SIZES.map((name) => media.sizes?.[name]).find((found) => found?.url)
  const url = size?.url ?? media.url
  const width = Math.min(EMAIL_WIDTH, size?.width ?? media.width ?? EMAIL_WIDTH)
  const height =
    media.width && media.height ? Math.round((width * media.height) / media.width) : undefined
  return (
    <Img
      key={key}
      src={absolute(context.origin, url)}
      alt={media.alt ?? ''}
      width={width}
      height={height}
      style={{ display: 'block', height: 'auto', margin: '0 0 16px', maxWidth: '100%' }}
    />
  )
}

function block(node: LexicalNode, context: Context, key: number): ReactNode {
  switch (node.type) {
    case 'heading': {
      const level = node.tag === 'h3' ? 'h3' : 'h2'
      return (
        <Heading key={key} as={level} style={level === 'h3' ? styles.h3 : styles.h2}>
          {inline(node.children, context)}
        </Heading>
      )
    }
    case 'list': {
      const List = node.listType === 'number' ? 'ol' : 'ul'
      return (
        <List key={key} style={{ ...styles.text, paddingLeft: '24px' }}>
          {(node.children ?? []).map((item, index) => (
            <li key={index} style={{ margin: '0 0 6px' }}>
              {(item.children ?? []).map((child, childIndex) =>
                child.type === 'list'
                  ? block(child, context, childIndex)
                  : inline([child], context),
              )}
            </li>
          ))}
        </List>
      )
    }
    case 'quote':
      return (
        <Text
          key={key}
          style={{ ...styles.text, borderLeft: `3px solid ${colors.rule}`, paddingLeft: '14px' }}
        >
          {inline(node.children, context)}
        </Text>
      )
    case 'upload':
      return picture(node, context, key)
    case 'block': {
      if (node.fields?.blockType !== 'button') return null
      const href = safeUrl(context.origin, node.fields.url)
      const label = typeof node.fields.label === 'string' ? node.fields.label : ''
      if (!href || !label) return null
      return (
        <Section key={key} style={{ margin: '8px 0 24px' }}>
          <Button href={href} style={styles.button}>
            {label}
          </Button>
        </Section>
      )
    }
    case 'horizontalrule':
      return <Hr key={key} style={{ borderColor: colors.rule }} />
    default:
      return (
        <Text key={key} style={styles.text}>
          {inline(node.children, context)}
        </Text>
      )
  }
}

function EventsBlock({ events, origin }: { events: NewsletterEvent[]; origin: string }) {
  return (
    <Section style={{ margin: '12px 0 8px' }}>
      <Hr style={{ borderColor: colors.rule }} />
      <Heading as="h2" style={styles.h2}>
        Coming up
      </Heading>
      {events.map((event) => (
        <Text key={event.id} style={styles.text}>
          <Link
            href={`${origin}/events${event.slug ? `/${event.slug}` : ''}`}
            style={{ ...styles.link, fontWeight: 'bold' }}
          >
            {event.title}
          </Link>
          <br />
          {[formatLongDate(event.date), event.time && formatClockTime(event.time), event.location]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      ))}
    </Section>
  )
}

export type NewsletterEmailProps = {
  newsletter: Pick<Newsletter, 'subject' | 'preview_text' | 'body' | 'slug'>
  events: NewsletterEvent[]
  church: { name: string; address: string }
  origin: string
  media: Map<string, Media>
  addressee: Addressee
}

/** The email: greeting, the document, the events, and the footer with the unsubscribe link. */
export function NewsletterEmail(props: NewsletterEmailProps) {
  const { newsletter, events, church, origin, media, addressee } = props
  const nodes = ((newsletter.body as { root?: LexicalNode } | null)?.root?.children ??
    []) as LexicalNode[]
  const context = { origin, media }
  return (
    <Html lang="en">
      <Head />
      {newsletter.preview_text ? <Preview>{newsletter.preview_text}</Preview> : null}
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={{ ...styles.small, textTransform: 'uppercase', letterSpacing: '1px' }}>
            {church.name}
          </Text>
          <Heading as="h1" style={{ ...styles.h2, fontSize: '28px', margin: '8px 0 20px' }}>
            {newsletter.subject}
          </Heading>
          <Text style={styles.text}>{`Hello ${addressee.firstName},`}</Text>
          {nodes.map((node, index) => block(node, context, index))}
          {events.length > 0 ? <EventsBlock events={events} origin={origin} /> : null}
          <Hr style={{ borderColor: colors.rule, margin: '28px 0 16px' }} />
          <Text style={styles.small}>
            {church.name} · {church.address}
          </Text>
          <Text style={styles.small}>
            You receive this because you subscribed to our newsletter at{' '}
            <Link href={origin} style={styles.link}>
              {origin.replace(/^https?:\/\//, '')}
            </Link>
            .{' '}
            {newsletter.slug ? (
              <>
                <Link href={`${origin}/newsletter/${newsletter.slug}`} style={styles.link}>
                  Read it on the web
                </Link>
                {' · '}
              </>
            ) : null}
            <Link href={addressee.unsubscribeUrl} style={styles.link}>
              Unsubscribe
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

/** The media documents of the document's pictures, by id (one query). */
export async function picturesOf(payload: Payload, body: unknown): Promise<Map<string, Media>> {
  const ids = new Set<string>()
  const walk = (nodes: LexicalNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'upload' && node.relationTo === 'media') {
        const id =
          typeof node.value === 'object' && node.value ? (node.value as Media).id : node.value
        if (typeof id === 'number' || typeof id === 'string') ids.add(String(id))
      }
      walk(node.children)
    }
  }
  walk((body as { root?: LexicalNode } | null)?.root?.children)
  if (ids.size === 0) return new Map()
  const found = await payload.find({
    collection: 'media',
    where: { id: { in: [...ids] } },
    limit: ids.size,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(found.docs.map((doc) => [String(doc.id), doc]))
}

/**
 * Renders `newsletter` with what it shows besides its document (the church's name and
 * address, its pictures) read from the database, and `events` (its own once it went out).
 */
export async function renderStored(
  payload: Payload,
  newsletter: NewsletterEmailProps['newsletter'] & { body?: unknown },
  { origin, events }: { origin: string; events: NewsletterEvent[] },
): Promise<RenderedNewsletter> {
  const church = (await payload.findGlobal({
    slug: 'church-info',
    depth: 0,
    overrideAccess: true,
  })) as ChurchInfo
  return renderNewsletter({
    newsletter,
    events,
    church: { name: church.name, address: church.address },
    origin,
    media: await picturesOf(payload, newsletter.body),
  })
}

/** Renders the newsletter once, with the placeholders `personalise` fills in. */
export async function renderNewsletter(
  props: Omit<NewsletterEmailProps, 'addressee'>,
): Promise<RenderedNewsletter> {
  const element = (
    <NewsletterEmail
      {...props}
      addressee={{ firstName: FIRST_NAME, unsubscribeUrl: UNSUBSCRIBE_URL }}
    />
  )
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: props.newsletter.subject, html, text }
}

/** One subscriber's copy of a rendered newsletter. */
export function personalise(rendered: RenderedNewsletter, addressee: Addressee) {
  return {
    subject: rendered.subject,
    html: rendered.html
      .replaceAll(FIRST_NAME, escapeXml(addressee.firstName))
      .replaceAll(UNSUBSCRIBE_URL, escapeXml(addressee.unsubscribeUrl)),
    text: rendered.text
      .replaceAll(FIRST_NAME, addressee.firstName)
      .replaceAll(UNSUBSCRIBE_URL, addressee.unsubscribeUrl),
  }
}
