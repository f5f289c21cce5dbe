'use client'

import { createGlobalStyle } from 'styled-components'

import { adminTheme } from './adminTheme'

export const AdminGlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${adminTheme.page};
    color: ${adminTheme.text};
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 16px;
    line-height: 1.5;
  }
  h1, h2, h3 { line-height: 1.25; margin: 0; }
  a { color: ${adminTheme.primary}; }
  :focus-visible { outline: 3px solid ${adminTheme.focus}; outline-offset: 2px; }
  img { max-width: 100%; }
  dialog::backdrop { background: rgba(15, 23, 42, 0.55); }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`
