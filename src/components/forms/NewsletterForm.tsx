import styled, { css } from 'styled-components'

import { NewsletterSignup } from './NewsletterSignup'

/** The signup's layout, whatever the background. */
const layout = css`
  display: grid;
  gap: 0.5rem;

  h2,
  h3 {
    font-size: 1rem;
    margin: 0;
  }

  .names {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.5rem;
  }

  label {
    display: grid;
    gap: 0.2rem;
    font-size: 0.85rem;
  }

  input {
    font: inherit;
    font-size: 0.95rem;
    min-height: 44px;
    padding: 0.5rem 0.7rem;
    border-radius: var(--radius-sm);
    width: 100%;
  }

  button {
    min-height: 44px;
    border: 0;
    border-radius: 999px;
    font-weight: 700;
    cursor: pointer;
  }

  button:disabled {
    opacity: 0.7;
  }

  [role='status'],
  [role='alert'] {
    margin: 0;
    font-size: 0.9rem;
    font-weight: 600;
  }
`

/** The footer's newsletter signup with its styles (rendered on the server, no style runtime in the browser). */
export const NewsletterForm = styled(NewsletterSignup)`
  ${layout}
  margin-top: 1rem;

  h2,
  h3 {
    color: var(--white);
  }

  label {
    color: #e6dfd2;
  }

  input {
    border: 1px solid #6d7793;
    background: #1c2a48;
    color: var(--white);
  }

  button {
    background: var(--gold);
    color: var(--navy-dark);
  }

  [role='alert'] {
    color: #ffb4b4;
  }

  [role='status'] {
    color: #a6e3b8;
  }
`

/** The same signup on a light card of a page (the newsletter archive). */
export const NewsletterCardForm = styled(NewsletterSignup)`
  ${layout}

  h2,
  h3 {
    color: var(--navy);
    font-size: 1.25rem;
  }

  label {
    color: var(--ink);
    font-weight: 600;
  }

  input {
    border: 1px solid #8a8178;
    background: var(--white);
    color: var(--ink);
  }

  button {
    background: var(--burgundy);
    color: var(--white);
    font: inherit;
    font-weight: 700;
  }

  [role='alert'] {
    color: var(--error);
  }

  [role='status'] {
    color: var(--success);
  }
`
