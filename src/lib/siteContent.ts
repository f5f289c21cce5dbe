/** Fixed texts of the public site that the spec gives as constants. */
export const FOOTER_SERVICE_TIMES = [
  { service: 'Sunday School', time: '10:00 AM' },
  { service: 'Sunday Worship Experience', time: '11:15 AM' },
  { service: 'Wednesday Prayer Service', time: '6:30 PM' },
  { service: 'Wednesday Bible Study', time: '7:00 PM' },
] as const

export const WEEKLY_SCHEDULE = [
  { day: 'Sunday', time: '10:00 AM', service: 'Sunday School', note: 'Classes for every age' },
  { day: 'Sunday', time: '11:15 AM', service: 'Worship Experience', note: 'Main worship service' },
  {
    day: 'Wednesday',
    time: '6:30 PM',
    service: 'Wednesday Prayer Service',
    note: 'Midweek prayer',
  },
  { day: 'Wednesday', time: '7:00 PM', service: 'Bible Study', note: '1st & 3rd Wednesday' },
] as const

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
