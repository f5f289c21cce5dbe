'use client'

import type React from 'react'
import { useCallback, useState } from 'react'
import styled from 'styled-components'
import useSWR from 'swr'

import { apiFetch, errorDetail } from '@/lib/admin/apiClient'
import type { Id } from '@/lib/contract/types'

import { adminTheme } from '@/ui/admin/adminTheme'
import { Alert } from '@/ui/admin/Alert'
import { Panel } from '@/ui/admin/CardGrid'
import { Spinner } from '@/ui/admin/Spinner'
import type { NewsletterPreviewJson } from './newsletterJson'

const DEVICES = {
  phone: { label: 'Phone', width: 375, height: 720 },
  laptop: { label: 'Laptop', width: 1024, height: 760 },
} as const

type Device = keyof typeof DEVICES

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
  h2 {
    font-size: 1.2rem;
  }
  h2:focus {
    outline: none;
  }
`

const Toggle = styled.div`
  display: inline-flex;
  border: 1px solid ${adminTheme.border};
  border-radius: 8px;
  overflow: hidden;
  button {
    min-height: 40px;
    padding: 0.4rem 1rem;
    border: none;
    background: ${adminTheme.surface};
    color: ${adminTheme.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button + button {
    border-left: 1px solid ${adminTheme.border};
  }
  button[aria-pressed='true'] {
    background: ${adminTheme.primary};
    color: #fff;
  }
`

const Envelope = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0 0 1rem;
  font-size: 0.95rem;
  dt {
    font-weight: 600;
    color: ${adminTheme.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

const Stage = styled.div`
  display: flex;
  justify-content: center;
  padding: 1rem 0.5rem;
  border-radius: 8px;
  background: #e9edf3;
  overflow: hidden;
`

const Screen = styled.div<{ $phone: boolean }>`
  flex: none;
  overflow: hidden;
  border: ${({ $phone }) => ($phone ? '10px solid #1f2937' : '1px solid #9ca3af')};
  border-radius: ${({ $phone }) => ($phone ? '28px' : '6px')};
  background: #fff;
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.18);
  iframe {
    display: block;
    border: none;
    transform-origin: top left;
  }
`

const PlainText = styled.details`
  margin-top: 1rem;
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  pre {
    margin: 0.5rem 0 0;
    padding: 0.75rem;
    max-height: 360px;
    overflow: auto;
    border: 1px solid ${adminTheme.border};
    border-radius: 8px;
    background: #f8fafc;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: 0.85rem;
  }
`

/** The width the stage offers, followed as the window changes (a callback ref). */
function useWidth() {
  const [width, setWidth] = useState(0)
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/**
 * The email exactly as a subscriber gets it (the server's own rendering, personalised for the
 * person signed in), in a sandboxed frame that runs nothing, at a phone's width or a
 * laptop's (scaled down to fit a narrower screen). `revision` (the newsletter's updated_at)
 * asks again after each save.
 */
export function NewsletterPreview({
  newsletterId,
  revision,
  headingRef,
}: {
  newsletterId: Id
  revision: string
  headingRef?: React.Ref<HTMLHeadingElement>
}) {
  const [device, setDevice] = useState<Device>('phone')
  const [stageRef, stageWidth] = useWidth()
  const { data, error, isLoading } = useSWR<NewsletterPreviewJson>(
    ['newsletter-preview', newsletterId, revision],
    () => apiFetch<NewsletterPreviewJson>(`/newsletters/${newsletterId}/preview`),
  )
  const size = DEVICES[device]
  // Room inside the stage's padding and the phone's frame.
  const room = Math.max(0, stageWidth - (device === 'phone' ? 20 : 2))
  const scale = room > 0 ? Math.min(1, room / size.width) : 1

  return (
    <Panel aria-labelledby="newsletter-preview-title">
      <Head>
        <h2 id="newsletter-preview-title" ref={headingRef} tabIndex={-1}>
          Preview
        </h2>
        <Toggle role="group" aria-label="Preview width">
          {(Object.keys(DEVICES) as Device[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={device === key}
              onClick={() => setDevice(key)}
            >
              {DEVICES[key].label}
            </button>
          ))}
        </Toggle>
      </Head>
      {error ? (
        <Alert
          message={{ tone: 'error', text: errorDetail(error) ?? 'Failed to load the preview' }}
        />
      ) : isLoading || !data ? (
        <Spinner label="Loading the preview..." />
      ) : (
        <>
          <Envelope>
            <dt>Subject</dt>
            <dd>{data.subject}</dd>
            <dt>Preview text</dt>
            <dd>{data.preview_text || '(none)'}</dd>
          </Envelope>
          <Stage ref={stageRef}>
            <Screen
              $phone={device === 'phone'}
              style={{ width: size.width * scale, height: size.height * scale }}
            >
              <iframe
                sandbox=""
                srcDoc={data.html}
                title={`The email “${data.subject}” at ${size.label.toLowerCase()} width (${size.width} px)`}
                width={size.width}
                height={size.height}
                style={{ transform: scale < 1 ? `scale(${scale})` : undefined }}
              />
            </Screen>
          </Stage>
          <PlainText>
            <summary>Plain-text version</summary>
            <pre>{data.text}</pre>
          </PlainText>
        </>
      )}
    </Panel>
  )
}
