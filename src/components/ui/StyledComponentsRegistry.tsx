'use client'

import { useServerInsertedHTML } from 'next/navigation'
import type React from 'react'
import { useState } from 'react'
import { ServerStyleSheet, StyleSheetManager } from 'styled-components'

/** Collects styled-components' CSS during server rendering and puts it in the HTML. */
export function StyledComponentsRegistry({ children }: { children: React.ReactNode }) {
  const [sheet] = useState(() => new ServerStyleSheet())

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement()
    sheet.instance.clearTag()
    return <>{styles}</>
  })

  if (typeof window !== 'undefined') return <>{children}</>
  return <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>
}
