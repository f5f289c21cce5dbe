'use client'

import Link from 'next/link'
import styled, { css } from 'styled-components'

import { adminTheme } from './adminTheme'

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost'

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${adminTheme.primary};
    border-color: ${adminTheme.primary};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${adminTheme.primaryHover};
    }
  `,
  secondary: css`
    background: ${adminTheme.surface};
    border-color: ${adminTheme.border};
    color: ${adminTheme.text};
    &:hover:not(:disabled) {
      background: #eef2f7;
    }
  `,
  danger: css`
    background: ${adminTheme.surface};
    border-color: #fca5a5;
    color: ${adminTheme.danger};
    &:hover:not(:disabled) {
      background: #fef2f2;
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${adminTheme.primary};
    &:hover:not(:disabled) {
      background: #eef2ff;
    }
  `,
}

type ButtonLookProps = { $variant?: Variant; $small?: boolean }

const buttonLook = css<ButtonLookProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: ${({ $small }) => ($small ? '36px' : '44px')};
  padding: ${({ $small }) => ($small ? '0.35rem 0.75rem' : '0.55rem 1.1rem')};
  border: 1px solid transparent;
  border-radius: 8px;
  font: inherit;
  font-size: ${({ $small }) => ($small ? '0.875rem' : '0.95rem')};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  max-width: 100%;
  text-align: center;
  overflow-wrap: anywhere;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`

export const Button = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>((props) => ({
  type: props.type ?? 'button',
}))<ButtonLookProps>`
  ${buttonLook}
`

export const ButtonLink = styled(Link)<ButtonLookProps>`
  ${buttonLook}
`

/** For links that leave the Next app (the public site, the CMS panel, the provider). */
export const ButtonAnchor = styled.a<ButtonLookProps>`
  ${buttonLook}
`

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`

/** A dialog's buttons, kept in view at the bottom while a long form scrolls on a phone. */
export const DialogActions = styled(ButtonRow)`
  position: sticky;
  bottom: -1.25rem;
  margin: 0.5rem -1.25rem -1.25rem;
  padding: 0.75rem 1.25rem 1.25rem;
  background: ${adminTheme.surface};
  border-top: 1px solid ${adminTheme.border};
`
