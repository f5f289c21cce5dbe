import type { Metadata } from 'next'

import { FundCards, QuickGive } from '@/components/giving/GivingOptions'
import { IconCards } from '@/ui/site/IconCards'
import {
  CalendarIcon,
  CreditCardIcon,
  HeartIcon,
  PhoneIcon,
  ShieldIcon,
  StarIcon,
} from '@/ui/site/icons'
import { Badge, Container, Eyebrow, PageHero, Section, SectionHeader } from '@/ui/site/kit'
import { telHref } from '@/lib/siteContent'
import { getGivingSettings } from '@/server/content/read'
import { FALLBACK_FORM_URLS } from '@/server/site/fallbacks'
import { logLoadFailure } from '@/server/site/load'

export const metadata: Metadata = {
  title: 'Online Giving',
  description:
    'Give online to Grace Fellowship Baptist Church: zero processing fees, 100% secure, tax-deductible. Six funds, one-time or recurring.',
  alternates: { canonical: '/giving' },
}

const PAYMENT_METHODS = [
  {
    icon: CreditCardIcon,
    title: 'Credit and Debit Cards',
    text: 'Visa, Mastercard, American Express and Discover.',
  },
  {
    icon: PhoneIcon,
    title: 'Apple Pay and Google Pay',
    text: 'Give in seconds from your phone or watch.',
  },
  {
    icon: ShieldIcon,
    title: 'Bank Transfer (ACH)',
    text: 'Give straight from your checking or savings account.',
  },
]

const GIVING_OPTIONS = [
  { icon: HeartIcon, title: 'One-Time Gifts', text: 'Give any amount, whenever you feel led.' },
  {
    icon: CalendarIcon,
    title: 'Weekly Giving',
    text: 'Set up a recurring gift that matches your Sunday rhythm.',
  },
  {
    icon: CalendarIcon,
    title: 'Monthly Giving',
    text: 'Automatic monthly gifts make faithful giving simple.',
  },
  {
    icon: StarIcon,
    title: 'Tax Receipts',
    text: 'Receive a receipt for every gift and a year-end statement.',
  },
]

export default async function GivingPage() {
  const giving = await getGivingSettings().catch((error) => {
    logLoadFailure('Failed to load giving settings', error)
    return { phone: '(214) 555-0199', form_urls: FALLBACK_FORM_URLS }
  })
  return (
    <>
      <PageHero>
        <Container>
          <h1>Online Giving</h1>
          <p>
            “Every man according as he purposeth in his heart, so let him give… for God loveth a
            cheerful giver.” 2 Corinthians 9:7
          </p>
          <p style={{ marginTop: '1rem' }}>
            <Badge>Zero processing fees</Badge> <Badge>100% secure</Badge>{' '}
            <Badge>Tax-deductible</Badge>
          </p>
        </Container>
      </PageHero>

      <Section aria-labelledby="quick-give-title">
        <Container>
          <QuickGive formUrls={giving.form_urls} />
        </Container>
      </Section>

      <Section $tone="white" aria-labelledby="funds-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Where Your Gift Goes</Eyebrow>
            <h2 id="funds-title">Choose a Fund</h2>
            <p>Every gift goes where you direct it, with zero processing fees taken out.</p>
          </SectionHeader>
          <FundCards formUrls={giving.form_urls} />
        </Container>
      </Section>

      <Section aria-labelledby="methods-title">
        <Container>
          <SectionHeader>
            <Eyebrow>100% Secure</Eyebrow>
            <h2 id="methods-title">Ways to Pay</h2>
          </SectionHeader>
          <IconCards items={PAYMENT_METHODS} min={260} max={3} />
        </Container>
      </Section>

      <Section $tone="white" aria-labelledby="options-title">
        <Container>
          <SectionHeader>
            <Eyebrow>Give Your Way</Eyebrow>
            <h2 id="options-title">Giving Options</h2>
          </SectionHeader>
          <IconCards items={GIVING_OPTIONS} accent min={240} />
        </Container>
      </Section>

      <Section $tone="navy" aria-labelledby="giving-help">
        <Container>
          <SectionHeader>
            <h2 id="giving-help">Questions About Giving?</h2>
            <p style={{ color: '#ece4d6' }}>
              Our giving team is glad to help. Call{' '}
              <a href={telHref(giving.phone)}>{giving.phone}</a> or{' '}
              <a href="/contact">send us a message</a>.
            </p>
          </SectionHeader>
        </Container>
      </Section>
    </>
  )
}
