'use client'

import type React from 'react'

import { Honeypot } from './formStyles'

/** Hidden from sight, from the tab order and from screen readers. */
export function HoneypotField({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <Honeypot aria-hidden="true">
      <label>
        Website
        <input
          ref={inputRef}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </Honeypot>
  )
}
