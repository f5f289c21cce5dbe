'use client'

import type React from 'react'

/** A button that reloads the page; styled by the server component that renders it. */
export function ReloadButton(
  props: Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'>,
) {
  return <button type="button" {...props} onClick={() => window.location.reload()} />
}
