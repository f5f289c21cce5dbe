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
  /* Chromium's date picker button is a Tab stop of its own inside the field; while it has focus
     the field matches neither :focus nor :focus-visible, only :focus-within. */
  input[type='date']:focus-within:not(:focus)::-webkit-calendar-picker-indicator {
    outline: 3px solid ${adminTheme.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
  /* The skip link's target: focus lands there, the ring would frame the whole page. */
  main[tabindex='-1']:focus { outline: none; }
  .skip-link {
    position: absolute; left: 1rem; top: -100px; z-index: 1000;
    padding: 0.75rem 1.25rem; border-radius: 8px;
    background: ${adminTheme.primary}; color: #fff; font-weight: 600;
  }
  .skip-link:focus { top: 1rem; color: #fff; }
  img { max-width: 100%; }
  dialog::backdrop { background: rgba(15, 23, 42, 0.55); }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`
