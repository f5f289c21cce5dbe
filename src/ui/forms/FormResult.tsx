'use client'

import type React from 'react'
import styled from 'styled-components'

import { bannerStyles } from '@/ui/site/kit'

const Banner = styled.div<{ $tone: 'error' | 'success' }>`
  ${({ $tone }) => bannerStyles($tone)}
`

/**
 * Where a visitor's form says how sending went. Both live regions are on the page, empty, from
 * the first render, so screen readers announce the banner that fills one of them (a region
 * inserted with its text already in it often goes unannounced). The banner can take the focus
 * (usePublicForm moves it there).
 */
export function FormResult({
  result,
  success,
  failure,
  bannerRef,
}: {
  result: 'success' | 'error' | null
  success: string
  failure: string
  bannerRef: React.Ref<HTMLDivElement>
}) {
  return (
    <div>
      <div role="status">
        {result === 'success' && (
          <Banner ref={bannerRef} tabIndex={-1} $tone="success">
            {success}
          </Banner>
        )}
      </div>
      <div role="alert">
        {result === 'error' && (
          <Banner ref={bannerRef} tabIndex={-1} $tone="error">
            {failure}
          </Banner>
        )}
      </div>
    </div>
  )
}
