import { fireEvent, render, screen } from '@testing-library/react'

import { Logo } from '@/components/layout/Logo'

describe('Logo', () => {
  it('shows the logo image and the church name as the home link', () => {
    render(<Logo churchName="Grace Fellowship Baptist Church" />)
    expect(screen.getByRole('link')).toHaveAttribute('href', '/')
    expect(screen.getByRole('link')).toHaveTextContent('Grace Fellowship Baptist')
    expect(screen.queryByTestId('logo-fallback')).not.toBeInTheDocument()
  })

  it('hides the image and shows the initials and 1961 when the image fails', () => {
    const { container } = render(<Logo churchName="Grace Fellowship Baptist Church" />)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTestId('logo-fallback')).toHaveTextContent('GFBC1961')
  })
})
