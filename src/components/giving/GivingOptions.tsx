import styled from 'styled-components'

import { HeartIcon } from '@/ui/site/icons'
import { Card, Grid } from '@/ui/site/kit'
import { GIVING_FUNDS } from '@/lib/givingFunds'
import { FUND_SHORTCUTS, type FundFormUrls, givingUrl } from '@/lib/givingUrl'

import { QuickGiveAmounts } from './QuickGiveAmounts'

const QuickPanel = styled.div`
  background: var(--white);
  border-radius: var(--radius);
  box-shadow: var(--shadow-lg);
  padding: 2rem 1.5rem;
  text-align: center;
  border-top: 5px solid var(--gold);
  max-width: 860px;
  margin: 0 auto;

  h2 {
    margin-bottom: 0.25rem;
  }
`

const Amounts = styled(QuickGiveAmounts)`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.75rem;
  margin: 1.5rem 0 1rem;

  @media (min-width: 720px) {
    grid-template-columns: repeat(6, 1fr);
  }

  > a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 56px;
    border-radius: var(--radius-sm);
    border: 2px solid #d9cdb6;
    background: var(--cream);
    color: var(--navy);
    font-family: var(--font-serif);
    font-size: 1.3rem;
    font-weight: 700;
    text-decoration: none;
  }

  > a:hover {
    border-color: var(--burgundy);
    color: var(--burgundy);
  }

  > a[aria-current='true'] {
    border-color: var(--burgundy);
    background: var(--burgundy);
    color: var(--white);
  }
`

const GiveLink = styled.a<{ $variant?: 'solid' | 'outline' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.55rem 1.1rem;
  border-radius: 999px;
  font-weight: 700;
  text-decoration: none;
  border: 2px solid var(--burgundy);
  background: ${({ $variant }) => ($variant === 'outline' ? 'transparent' : 'var(--burgundy)')};
  color: ${({ $variant }) => ($variant === 'outline' ? 'var(--burgundy)' : 'var(--white)')};

  &:hover {
    background: var(--burgundy-dark);
    border-color: var(--burgundy-dark);
    color: var(--white);
  }
`

const FundActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 1rem;
`

const Impact = styled.p`
  background: var(--cream);
  border-left: 4px solid var(--gold);
  padding: 0.6rem 0.9rem;
  border-radius: 6px;
  font-size: 0.95rem;
`

const NewTab = () => <span className="visually-hidden"> (opens in a new tab)</span>

/** Quick Give (general fund; the chosen amount is remembered) and the six fund cards. */
export function QuickGive({ formUrls }: { formUrls: FundFormUrls }) {
  return (
    <QuickPanel>
      <h2 id="quick-give-title">Quick Give</h2>
      <p>Choose an amount for the General Fund. The secure giving page opens in a new tab.</p>
      <Amounts formUrls={formUrls} />
      <GiveLink
        href={givingUrl(formUrls, {
          fund: 'general',
          medium: 'giving_page',
          content: 'quick_give',
        })}
        target="_blank"
        rel="noopener noreferrer"
      >
        <HeartIcon size={18} /> Custom Amount
        <NewTab />
      </GiveLink>
    </QuickPanel>
  )
}

export function FundCards({ formUrls }: { formUrls: FundFormUrls }) {
  return (
    <Grid $min={300}>
      {GIVING_FUNDS.map((fund) => (
        <Card key={fund.id} $accent id={`fund-${fund.id}`}>
          <h3>{fund.title}</h3>
          <p>{fund.description}</p>
          <Impact>
            <strong>Your impact:</strong> {fund.impact}
          </Impact>
          <FundActions>
            {FUND_SHORTCUTS.map((amount) => (
              <GiveLink
                key={amount}
                $variant="outline"
                href={givingUrl(formUrls, {
                  fund: fund.id,
                  medium: 'giving_page',
                  content: 'fund_card',
                  amount,
                })}
                target="_blank"
                rel="noopener noreferrer"
              >
                Give ${amount}
                <span className="visually-hidden"> to {fund.title} (opens in a new tab)</span>
              </GiveLink>
            ))}
            <GiveLink
              href={givingUrl(formUrls, {
                fund: fund.id,
                medium: 'giving_page',
                content: 'fund_card',
              })}
              target="_blank"
              rel="noopener noreferrer"
            >
              Give to {fund.title}
              <NewTab />
            </GiveLink>
          </FundActions>
        </Card>
      ))}
    </Grid>
  )
}
