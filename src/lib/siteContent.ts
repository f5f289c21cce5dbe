/** Fixed texts of the public site that the spec gives as constants. */
export const HOURS = [
  { label: 'Sunday', hours: '9 AM to 1 PM' },
  { label: 'Wednesday', hours: '6 PM to 8 PM' },
  { label: 'Office (Monday to Friday)', hours: '9 AM to 5 PM' },
] as const

export const COPYRIGHT_YEAR = 2025

/** Map search links for an address, opened in a new tab. */
export function mapLinks(address: string) {
  const q = encodeURIComponent(address)
  return {
    google: `https://www.google.com/maps/search/?api=1&query=${q}`,
    apple: `https://maps.apple.com/?q=${q}`,
  }
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
