/**
 * The church's own facts a fresh install starts with (the seed stores them; all are editable
 * afterwards), which the site also shows when the database cannot be read (./fallbacks.ts).
 */

export const churchInfo = {
  name: 'Grace Fellowship Baptist Church',
  tagline: 'A family of faith in the heart of Dallas since 1961',
  mission:
    'To glorify God by making disciples of Jesus Christ: welcoming every neighbor, teaching the Word faithfully, and serving Dallas with the love of Christ.',
  address: '4820 Camp Wisdom Road, Dallas, TX 75236',
  phone: '(214) 555-0161',
  email: 'info@gracefellowship-dallas.org',
  // An example number: the church's own EIN goes here (Payload's panel, Church information).
  tax_note:
    'Grace Fellowship Baptist Church is exempt from federal income tax under section 501(c)(3) of the Internal Revenue Code. EIN 75-0000000.',
}

/**
 * The example giving provider a fresh install points every fund at. It takes no gifts: the
 * church sets its real provider's form addresses in the giving settings before going live.
 */
export const EXAMPLE_GIVING_HOST = 'give.example.com'

const PROVIDER = `https://${EXAMPLE_GIVING_HOST}/grace-fellowship-dallas`

export const givingSettings = {
  provider_name: 'Example Giving (demo provider)',
  dashboard_url: `${PROVIDER}/dashboard`,
  phone: '(214) 555-0199',
  form_urls: {
    general: `${PROVIDER}/general`,
    tithes: `${PROVIDER}/tithes`,
    missions: `${PROVIDER}/missions`,
    building: `${PROVIDER}/building`,
    youth: `${PROVIDER}/youth`,
    outreach: `${PROVIDER}/outreach`,
  },
}
