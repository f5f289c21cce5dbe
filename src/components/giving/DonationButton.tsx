import type React from 'react'
import styled, { css } from 'styled-components'

import { HeartIcon } from '@/ui/site/icons'
import { DIALOG_CATEGORIES, type DialogCategory } from '@/lib/contract/values'
import { type FundFormUrls, givingUrl } from '@/lib/givingUrl'

import { DonationDialogTrigger } from './DonationDialogTrigger'

export type DonationButtonVariant = 'primary' | 'gold' | 'outline' | 'light'
export type DonationButtonSize = 'sm' | 'md' | 'lg'

export interface DonationButtonProps {
  formUrls: FundFormUrls
  variant?: DonationButtonVariant
  size?: DonationButtonSize
  className?: string
  /** Off (the default): the button is a direct link to the fund's form, with no dialog. */
  showModal?: boolean
  buttonText?: string
  category?: DialogCategory
}

const sizes = {
  sm: css`
    min-height: 40px;
    padding: 0.45rem 1rem;
    font-size: 0.9rem;
  `,
  md: css`
    min-height: 44px;
    padding: 0.65rem 1.3rem;
    font-size: 1rem;
  `,
  lg: css`
    min-height: 52px;
    padding: 0.85rem 1.8rem;
    font-size: 1.1rem;
  `,
}

const variants = {
  primary: css`
    background: var(--burgundy);
    color: var(--white);
    &:hover {
      background: var(--burgundy-dark);
      color: var(--white);
    }
  `,
  gold: css`
    background: var(--gold);
    color: var(--navy-dark);
    &:hover {
      background: #e2b842;
      color: var(--navy-dark);
    }
  `,
  outline: css`
    background: transparent;
    color: var(--burgundy);
    border-color: var(--burgundy);
    &:hover {
      background: var(--burgundy);
      color: var(--white);
    }
  `,
  light: css`
    background: var(--white);
    color: var(--burgundy);
    &:hover {
      background: var(--cream);
      color: var(--burgundy);
    }
  `,
}

const giveStyles = css<{ $variant: DonationButtonVariant; $size: DonationButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.45rem;
  border-radius: 999px;
  border: 2px solid transparent;
  font-weight: 700;
  font-family: var(--font-sans);
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
`

const GiveButton = styled(DonationDialogTrigger)<{
  $variant: DonationButtonVariant
  $size: DonationButtonSize
}>`
  ${giveStyles}
`
const GiveLink = styled.a<{ $variant: DonationButtonVariant; $size: DonationButtonSize }>`
  ${giveStyles}
`

/**
 * The Give Now button of the spec: a dialog of preset amounts, or a direct link. It renders on
 * the server; the dialog's trigger is the only part that runs in the browser.
 */
export function DonationButton({
  formUrls,
  variant = 'primary',
  size = 'md',
  className,
  showModal = false,
  buttonText = 'Give Now',
  category = 'general',
}: DonationButtonProps) {
  const safeCategory: DialogCategory = (DIALOG_CATEGORIES as readonly string[]).includes(category)
    ? category
    : 'general'
  const label: React.ReactNode = (
    <>
      <HeartIcon size={18} />
      {buttonText}
    </>
  )

  if (!showModal) {
    return (
      <GiveLink
        href={givingUrl(formUrls, {
          fund: safeCategory,
          medium: 'quick_donation_button',
          content: 'header_button',
        })}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        $variant={variant}
        $size={size}
      >
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </GiveLink>
    )
  }

  return (
    <GiveButton
      className={className}
      $variant={variant}
      $size={size}
      formUrls={formUrls}
      category={safeCategory}
    >
      {label}
    </GiveButton>
  )
}
