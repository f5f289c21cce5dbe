import { donationTypeLabel, type GivingFundId } from './contract/values'

/** The six funds of the giving page (static content, spec §3), titled as the donation types. */
export interface GivingFund {
  id: GivingFundId
  title: string
  description: string
  impact: string
}

export const GIVING_FUNDS: GivingFund[] = [
  {
    id: 'general',
    title: donationTypeLabel('general'),
    description:
      'Supports the everyday ministry of the church: worship, teaching, staff and facilities.',
    impact: 'Keeps the doors open and the lights on for every Sunday and Wednesday gathering.',
  },
  {
    id: 'tithes',
    title: donationTypeLabel('tithes'),
    description: 'Return the first tenth to the Lord as an act of worship and trust.',
    impact: 'Faithful tithes carry every ministry of Grace Fellowship from week to week.',
  },
  {
    id: 'missions',
    title: donationTypeLabel('missions'),
    description:
      'Shares the gospel in Dallas, across Texas and around the world with our mission partners.',
    impact: 'Sends mission teams, supports missionaries and plants new churches.',
  },
  {
    id: 'building',
    title: donationTypeLabel('building'),
    description: 'Cares for and improves our home on Camp Wisdom Road for the next generation.',
    impact: 'Funds the new roof, accessibility upgrades and a renovated Fellowship Hall.',
  },
  {
    id: 'youth',
    title: donationTypeLabel('youth'),
    description: 'Invests in students through Bible study, camps, retreats and mentoring.',
    impact: 'Sends a student to summer camp and keeps youth night free for every family.',
  },
  {
    id: 'outreach',
    title: donationTypeLabel('outreach'),
    description: 'Feeds, clothes and cares for our neighbors in southwest Dallas.',
    impact: 'Stocks the food pantry and supports our school partnership all year long.',
  },
]

export const QUICK_GIVE_STORAGE_KEY = 'giving:quickGiveAmount'
