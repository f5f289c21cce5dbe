import styled, { css } from 'styled-components'

/** How the public pages report back: error and success banners, empty states, a spinner. */

const TONES = {
  error: {
    background: 'var(--error-bg)',
    colour: 'var(--error)',
    border: '#f2b8b8',
    after: '2rem',
  },
  success: {
    background: 'var(--success-bg)',
    colour: 'var(--success)',
    border: '#b9dfc6',
    after: '1.5rem',
  },
}

/** A red or green notice's look; ErrorBanner and SuccessBanner add their live-region role. */
export const bannerStyles = (tone: keyof typeof TONES) => css`
  background: ${TONES[tone].background};
  color: ${TONES[tone].colour};
  border: 1px solid ${TONES[tone].border};
  border-left: 5px solid ${TONES[tone].colour};
  border-radius: var(--radius-sm);
  padding: 1rem 1.25rem;
  margin: 0 0 ${TONES[tone].after};
  font-weight: 600;
`

export const ErrorBanner = styled.div.attrs({ role: 'alert' })`
  ${bannerStyles('error')}
`

export const SuccessBanner = styled.div.attrs({ role: 'status' })`
  ${bannerStyles('success')}
`

export const emptyStateStyles = css`
  text-align: center;
  background: var(--white);
  border: 2px dashed #d9cdb6;
  border-radius: var(--radius);
  padding: 3rem 1.5rem;
  color: var(--muted);

  h3 {
    color: var(--navy);
  }
`

export const EmptyState = styled.div`
  ${emptyStateStyles}
`

export const Spinner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 5rem 1rem;
  color: var(--muted);

  &::before {
    content: '';
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 4px solid var(--gold-soft);
    border-top-color: var(--burgundy);
    animation: site-spin 0.9s linear infinite;
  }

  @keyframes site-spin {
    to {
      transform: rotate(360deg);
    }
  }
`
