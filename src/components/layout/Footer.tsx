import styled from 'styled-components'

import { NewsletterForm } from '@/components/forms/NewsletterForm'
import type { PublicFormAction } from '@/ui/forms/usePublicForm'
import {
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YoutubeIcon,
} from '@/ui/site/icons'
import { PageLink } from '@/ui/site/kit'
import { type ServiceTime, serviceWithDay } from '@/lib/serviceTimes'
import { COPYRIGHT_YEAR, telHref } from '@/lib/siteContent'

import { FOOTER_QUICK_LINKS } from './navigation'

const Wrapper = styled.footer`
  background: var(--navy-dark);
  color: #d8d2c6;
  padding: 3.5rem 0 1.5rem;
  font-size: 0.97rem;

  h2 {
    color: var(--white);
    font-size: 1.15rem;
    margin-bottom: 1rem;
  }

  a {
    color: #ece6da;
  }

  a:hover {
    color: var(--gold);
  }
`

const Inner = styled.div`
  max-width: var(--max);
  margin: 0 auto;
  padding: 0 1.25rem;

  @media (min-width: 768px) {
    padding: 0 2rem;
  }
`

const Columns = styled.div`
  display: grid;
  gap: 2.25rem;
  grid-template-columns: 1fr;

  @media (min-width: 700px) {
    grid-template-columns: 1fr 1fr;
  }

  @media (min-width: 1100px) {
    grid-template-columns: 1.3fr 0.8fr 1fr 1fr;
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.45rem;

  li {
    display: flex;
    gap: 0.55rem;
    align-items: flex-start;
  }

  svg {
    margin-top: 0.25rem;
    flex-shrink: 0;
    color: var(--gold);
  }

  a {
    text-decoration: none;
    display: inline-block;
    padding: 0.1rem 0;
  }

  a:hover {
    text-decoration: underline;
  }
`

const Socials = styled.div`
  display: flex;
  gap: 0.6rem;
  margin-top: 1.25rem;

  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.08);
    color: var(--white);
  }
`

const ArchiveLink = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.92rem;

  a {
    display: inline-block;
    padding: 0.35rem 0;
    font-weight: 600;
  }
`

const Times = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.5rem;

  dt {
    display: flex;
    gap: 0.55rem;
    color: var(--white);
    font-weight: 600;
  }

  dd {
    margin: 0 0 0 1.6rem;
    color: var(--gold-soft);
  }

  svg {
    margin-top: 0.3rem;
    flex-shrink: 0;
    color: var(--gold);
  }
`

const Bottom = styled.div`
  margin-top: 2.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  justify-content: space-between;
  font-size: 0.9rem;

  nav ul {
    list-style: none;
    display: flex;
    gap: 1.25rem;
    margin: 0;
    padding: 0;
  }
`

const Directions = styled.a`
  display: inline-flex;
  align-items: center;
  margin-top: 0.9rem;
  min-height: 40px;
  padding: 0.45rem 1.1rem;
  border-radius: 999px;
  border: 2px solid var(--gold);
  color: var(--gold) !important;
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: var(--gold);
    color: var(--navy-dark) !important;
  }
`

interface FooterProps {
  name: string
  address: string
  phone: string
  email: string
  tagline: string
  serviceTimes: ServiceTime[]
  /** The newsletter form's action without JavaScript (src/server/forms/actions.ts). */
  newsletterAction: PublicFormAction
}

export function Footer({
  name,
  address,
  phone,
  email,
  tagline,
  serviceTimes,
  newsletterAction,
}: FooterProps) {
  return (
    <Wrapper>
      <Inner>
        <Columns>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about">{name}</h2>
            <p>{tagline}</p>
            <NewsletterForm action={newsletterAction} />
            <ArchiveLink>
              <PageLink href="/newsletter">Read past newsletters</PageLink>
            </ArchiveLink>
            {/* The church has no social accounts to link to yet: the icons are decoration. */}
            <Socials aria-hidden="true" data-testid="social-icons">
              <span>
                <FacebookIcon />
              </span>
              <span>
                <YoutubeIcon />
              </span>
              <span>
                <InstagramIcon />
              </span>
            </Socials>
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links">Quick Links</h2>
            <List>
              {FOOTER_QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </List>
          </nav>
          <section aria-labelledby="footer-times">
            <h2 id="footer-times">Service Times</h2>
            {serviceTimes.length === 0 ? (
              <p>
                See our <a href="/services">Services page</a>.
              </p>
            ) : (
              <Times>
                {serviceTimes.map((item) => (
                  <div key={`${item.day}-${item.time}-${item.service}`}>
                    <dt>
                      <ClockIcon size={16} />
                      {serviceWithDay(item)}
                    </dt>
                    <dd>{item.time}</dd>
                  </div>
                ))}
              </Times>
            )}
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact Us</h2>
            <List>
              <li>
                <MapPinIcon size={16} />
                <span>{address}</span>
              </li>
              <li>
                <PhoneIcon size={16} />
                <a href={telHref(phone)}>{phone}</a>
              </li>
              <li>
                <MailIcon size={16} />
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            </List>
            <Directions href="/contact">Get Directions</Directions>
          </section>
        </Columns>
        <Bottom>
          <p>
            © {COPYRIGHT_YEAR} {name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul>
              <li>
                <a href="/privacy">Privacy Policy</a>
              </li>
              <li>
                <a href="/terms">Terms of Service</a>
              </li>
            </ul>
          </nav>
        </Bottom>
      </Inner>
    </Wrapper>
  )
}
