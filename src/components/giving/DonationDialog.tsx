'use client'

import { LazyMotion, m, useReducedMotion } from 'framer-motion'
import { useEffect, useId, useRef } from 'react'
import styled from 'styled-components'

import { CloseIcon, HeartIcon } from '@/ui/site/icons'
import type { DialogCategory } from '@/lib/contract/values'
import { DIALOG_PRESETS, type FundFormUrls, givingUrl, openGivingPage } from '@/lib/givingUrl'

const loadMotionFeatures = () => import('@/ui/site/motionFeatures').then((module) => module.default)

const Dialog = styled.dialog`
  border: 0;
  padding: 0;
  background: transparent;
  max-width: min(440px, calc(100vw - 2rem));
  width: 100%;

  &::backdrop {
    background: rgba(17, 28, 51, 0.6);
  }
`

const Panel = styled(m.div)`
  background: var(--white);
  border-radius: var(--radius);
  box-shadow: var(--shadow-lg);
  padding: 2rem 1.75rem 1.5rem;
  position: relative;
  text-align: center;

  h2 {
    font-size: 1.6rem;
    margin-bottom: 0.5rem;
  }

  p {
    color: var(--muted);
  }
`

const CloseButton = styled.button`
  position: absolute;
  top: 0.6rem;
  right: 0.6rem;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--muted);
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;

  &:hover {
    background: var(--cream);
    color: var(--ink);
  }
`

const HeartBadge = styled.span`
  display: inline-flex;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: #f7e6ea;
  color: var(--burgundy);
  align-items: center;
  justify-content: center;
  margin-bottom: 0.75rem;
`

const Amounts = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
  margin: 1.25rem 0 0.75rem;
`

const AmountButton = styled.button`
  min-height: 52px;
  border-radius: var(--radius-sm);
  border: 2px solid #e4d8c2;
  background: var(--cream);
  color: var(--navy);
  font-size: 1.25rem;
  font-weight: 700;
  cursor: pointer;
  font-family: var(--font-serif);

  &:hover {
    border-color: var(--burgundy);
    background: #f7e6ea;
  }
`

const CustomButton = styled.button`
  width: 100%;
  min-height: 48px;
  border-radius: 999px;
  border: 0;
  background: var(--burgundy);
  color: var(--white);
  font-size: 1rem;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: var(--burgundy-dark);
  }
`

const Note = styled.p`
  font-size: 0.875rem;
  margin: 1rem 0 0;
`

const NewTab = () => <span className="visually-hidden"> (opens in a new tab)</span>

interface DonationDialogProps {
  open: boolean
  category: DialogCategory
  formUrls: FundFormUrls
  onClose: () => void
}

/**
 * The Quick Donation dialog: a native modal <dialog> (focus is trapped, Escape closes, focus
 * returns to the trigger through onClose) with a short entrance that honours reduced motion.
 */
export function DonationDialog({ open, category, formUrls, onClose }: DonationDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const textId = useId()
  const reduceMotion = useReducedMotion()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  const give = (amount?: number) => {
    openGivingPage(
      givingUrl(formUrls, {
        fund: category,
        medium: 'quick_donation_button',
        content: 'header_button',
        amount,
      }),
    )
    onClose()
  }

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {open && (
        <LazyMotion features={loadMotionFeatures}>
          <Panel
            initial={reduceMotion ? { opacity: 0 } : { opacity: 0, y: 16, scale: 0.97 }}
            animate={{ opacity: 1, y: 0, scale: 1 }}
            transition={{ duration: reduceMotion ? 0 : 0.22, ease: 'easeOut' }}
          >
            <CloseButton type="button" aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </CloseButton>
            <HeartBadge>
              <HeartIcon size={26} />
            </HeartBadge>
            <h2 id={titleId}>Quick Donation</h2>
            <p id={textId}>
              Choose an amount to give to the church. All donations are secure and tax-deductible.
            </p>
            <Amounts>
              {DIALOG_PRESETS.map((amount) => (
                <AmountButton key={amount} type="button" onClick={() => give(amount)}>
                  ${amount}
                  <NewTab />
                </AmountButton>
              ))}
            </Amounts>
            <CustomButton type="button" onClick={() => give()}>
              Custom Amount
              <NewTab />
            </CustomButton>
            <Note>Zero processing fees • Secure • Tax-deductible</Note>
          </Panel>
        </LazyMotion>
      )}
    </Dialog>
  )
}
