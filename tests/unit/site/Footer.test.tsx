import { render, screen } from '@testing-library/react'

import { Footer } from '@/components/layout/Footer'

describe('footer', () => {
  it('lists the service times it is given, each with its day', () => {
    renderFooter()
    expect(screen.getByText('Sunday School')).toBeInTheDocument()
    expect(screen.getByText('Wednesday Bible Study')).toBeInTheDocument()
    expect(screen.getByText('7:00 PM')).toBeInTheDocument()
  })

  function renderFooter() {
    return render(
      <Footer
        name="Grace Fellowship Baptist Church"
        tagline="A family of faith in the heart of Dallas since 1961"
        address="4820 Camp Wisdom Road, Dallas, TX 75236"
        phone="(214) 555-0161"
        email="info@gracefellowship-dallas.org"
        serviceTimes={[
          { day: 'Sunday', time: '10:00 AM', service: 'Sunday School', note: null },
          { day: 'Wednesday', time: '7:00 PM', service: 'Bible Study', note: null },
        ]}
        newsletterAction={async (state) => state}
      />,
    )
  }

  it('shows the three social icons as decoration: no links, nothing to focus', () => {
    renderFooter()
    const icons = screen.getByTestId('social-icons')
    expect(icons).toHaveAttribute('aria-hidden', 'true')
    expect(icons.querySelectorAll('svg')).toHaveLength(3)
    expect(icons.querySelectorAll('a, button, [tabindex]')).toHaveLength(0)
  })

  it('has no link without a destination', () => {
    const { container } = renderFooter()
    const hrefs = Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href'))
    expect(hrefs).not.toContain('#')
    expect(hrefs).toEqual(
      expect.arrayContaining(['/about', '/contact', '/privacy', '/terms', 'tel:2145550161']),
    )
  })
})
