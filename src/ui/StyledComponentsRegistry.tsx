'use client'

import { useServerInsertedHTML } from 'next/navigation'
import type React from 'react'
import { useState } from 'react'
import { ServerStyleSheet, StyleSheetManager } from 'styled-components'

/**
 * Collects the CSS of client components styled with styled-components during server rendering
 * and puts it in the HTML. Server components need none (their styles render inline), so it
 * wraps only the client parts that use styled-components, keeping its runtime off other pages.
 */
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
