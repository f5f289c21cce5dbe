import styled from 'styled-components'

import { NewsletterSignup } from './NewsletterSignup'

/** The footer's newsletter signup with its styles (rendered on the server, no style runtime in the browser). */
export const NewsletterForm = styled(NewsletterSignup)`
  display: grid;
  gap: 0.5rem;
  margin-top: 1rem;

  h3 {
    color: var(--white);
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
    color: #e6dfd2;
  }

  input {
    font: inherit;
    font-size: 0.95rem;
    min-height: 44px;
    padding: 0.5rem 0.7rem;
    border-radius: var(--radius-sm);
    border: 1px solid #6d7793;
    background: #1c2a48;
    color: var(--white);
    width: 100%;
  }

  button {
    min-height: 44px;
    border: 0;
    border-radius: 999px;
    background: var(--gold);
    color: var(--navy-dark);
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

  [role='alert'] {
    color: #ffb4b4;
  }

  [role='status'] {
    color: #a6e3b8;
  }
`
