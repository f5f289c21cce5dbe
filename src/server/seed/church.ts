/** The church's own facts: what a fresh install starts with, all editable afterwards. */

import { document, heading, list, paragraph } from '../../lib/richText'
import { DEFAULT_ADMIN_USERNAME } from '../api/passwords'
import { churchInfo } from '../site/churchDefaults'

export const DEFAULT_ADMIN = {
  username: DEFAULT_ADMIN_USERNAME,
  full_name: 'Site Administrator',
  email: 'admin@gracefellowship-dallas.org',
  roles: ['administrator' as const],
}

export const churchHistory = {
  founding: 1961,
  founder_name: 'Rev. Samuel L. Carter',
  milestones: [
    {
      year: '1961',
      event: 'Grace Mission opens in a rented storefront on Illinois Avenue in Oak Cliff.',
    },
    {
      year: '1961',
      event:
        'Rev. Samuel L. Carter preaches the first sermon, from John 3:16, to eleven worshippers.',
    },
    {
      year: '1961',
      event: 'The congregation is constituted as a Baptist church with 42 charter members.',
    },
    {
      year: '1963',
      event:
        'The church moves to its present home on Camp Wisdom Road and takes the name Grace Fellowship Baptist Church.',
    },
    {
      year: '1973',
      event:
        'Grace Fellowship affiliates with the Baptist General Convention of Texas to cooperate in missions.',
    },
    {
      year: 'Today',
      event:
        'A multi-generational family of faith serving southwest Dallas through worship, teaching and outreach.',
    },
  ],
}

/** The spec's public schedule (§9), with the line the Services page shows under each. */
export const serviceTimes = [
  { day: 'Sunday', time: '10:00 AM', service: 'Sunday School', note: 'Classes for every age' },
  {
    day: 'Sunday',
    time: '11:15 AM',
    service: 'Sunday Worship Experience',
    note: 'Main worship service',
  },
  {
    day: 'Wednesday',
    time: '6:30 PM',
    service: 'Wednesday Prayer Service',
    note: 'Midweek prayer',
  },
  {
    day: 'Wednesday',
    time: '7:00 PM',
    service: 'Wednesday Bible Study (1st & 3rd Wednesday)',
    note: '1st & 3rd Wednesday',
  },
]

const OFFICE_EMAIL = churchInfo.email
const OFFICE_PHONE = churchInfo.phone

/** The privacy policy and terms of service, as rich text (Payload's Lexical editor). */
export const legalPages = {
  privacy: document([
    paragraph(
      'Grace Fellowship Baptist Church respects your privacy. This policy explains what this website collects and how we use it.',
    ),
    heading('What we collect'),
    paragraph(
      'When you send a message, submit a prayer request or subscribe to our newsletter, we keep the details you give us:',
    ),
    list([
      'your name;',
      'your email address or phone number, if you provide them;',
      'your message or prayer request.',
    ]),
    paragraph('We do not sell, rent or share this information with anyone outside the church.'),
    heading('Prayer requests'),
    paragraph(
      'Prayer requests are read only by our pastors and prayer team. A request is shared with the wider congregation only if you tick the box that allows it, and even then we share only what you wrote, never your contact details.',
    ),
    heading('Giving'),
    paragraph(
      'Gifts are processed by our giving provider on its own secure pages. This website never sees or stores your card or bank details. The provider tells us the amount, the fund and your name and email so that we can send your giving statement.',
    ),
    heading('Cookies'),
    paragraph(
      "Public pages set no tracking cookies. The administrators' sign-in uses one cookie that is needed to keep them signed in.",
    ),
    heading('Your choices'),
    list([
      'Unsubscribe from the newsletter with the link in every email.',
      `Ask us to correct or delete anything we hold about you: write to ${OFFICE_EMAIL} or call ${OFFICE_PHONE}.`,
    ]),
  ]),
  terms: document([
    paragraph(
      'Welcome to the website of Grace Fellowship Baptist Church. By using this site you agree to these terms.',
    ),
    heading('Content'),
    paragraph(
      'Sermons, photos and articles on this site belong to the church or are used with permission. You may share them for personal, non-commercial use with credit to the church.',
    ),
    heading('Messages and prayer requests'),
    paragraph(
      'Please send only what you are comfortable sharing with our staff. Do not use the forms for emergencies: in an emergency, call 911.',
    ),
    heading('Giving'),
    paragraph(
      'Gifts made through our giving provider are voluntary contributions to the church and are tax-deductible as allowed by law. Refunds of gifts made in error can be requested within 30 days by contacting the church office.',
    ),
    heading('Links'),
    paragraph(
      'Links to other websites are offered as a convenience; the church is not responsible for their content.',
    ),
    heading('Changes'),
    paragraph(
      'We may update these terms from time to time. The version on this page is the one in effect.',
    ),
    heading('Questions'),
    paragraph(`Write to ${OFFICE_EMAIL} or call ${OFFICE_PHONE}.`),
  ]),
}
