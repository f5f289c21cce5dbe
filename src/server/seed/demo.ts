import 'server-only'

import {
  addDays,
  churchDate,
  lastYearly,
  nextYearly,
  onOrAfter,
  onOrBefore,
  SATURDAY,
  startOfChurchDay,
  SUNDAY,
  thanksgiving,
  THURSDAY,
} from '../../lib/churchClock'

/**
 * Demo content that makes every page look alive. Dates are relative to today in Dallas and fall
 * on their real days: services on Sundays, Thanksgiving on the fourth Thursday of November,
 * Christmas Eve on December 24.
 */

export const demoStaff = [
  {
    name: 'Rev. Dr. Marcus A. Whitfield',
    title: 'Senior Pastor',
    bio: 'Pastor Whitfield has shepherded Grace Fellowship since 2004. A graduate of Southwestern Baptist Theological Seminary, he loves expository preaching, Saturday-morning fishing on Joe Pool Lake and his wife Denise’s peach cobbler.',
    email: 'pastor@gracefellowship-dallas.org',
    phone: '(214) 555-0162',
  },
  {
    name: 'Minister Angela R. Brooks',
    title: 'Minister of Music',
    bio: 'Angela leads our choirs and praise team. She has taught music in Dallas ISD for twenty years and believes every voice belongs in the choir loft.',
    email: 'music@gracefellowship-dallas.org',
    phone: '(214) 555-0163',
  },
  {
    name: 'Pastor David Okafor',
    title: 'Youth & Family Pastor',
    bio: 'David came to Grace Fellowship as a teenager and never left. He leads our students, coaches the church basketball team and helps families grow in faith together.',
    email: 'youth@gracefellowship-dallas.org',
    phone: '(214) 555-0164',
  },
  {
    name: 'Sister Loretta M. Jenkins',
    title: 'Church Administrator',
    bio: 'Loretta keeps the church office running, answers the phone with a smile and knows the name of every member. Call her first with any question.',
    email: 'office@gracefellowship-dallas.org',
    phone: '(214) 555-0161',
  },
]

export function demoEvents(today = churchDate()) {
  return [
    {
      title: 'Thanksgiving Community Dinner',
      date: nextYearly(today, thanksgiving),
      time: '17:30',
      location: 'Fellowship Hall',
      description:
        'Bring your family and your neighbors for turkey, dressing and all the trimmings. Everyone is welcome at the table; volunteers are needed to serve and clean up.',
    },
    {
      title: 'Advent Hymn Sing',
      date: onOrAfter(addDays(today, 14), SUNDAY),
      time: '18:00',
      location: 'Sanctuary',
      description:
        'An evening of carols and Advent hymns led by the Grace Fellowship choir, with candlelight and hot cocoa afterwards.',
    },
    {
      title: 'Christmas Toy Drive Delivery',
      date: onOrAfter(addDays(today, 19), SATURDAY),
      time: '09:00',
      location: 'Church parking lot',
      description:
        'Help us load and deliver toys to families at the Camp Wisdom Elementary School partnership. Meet in the parking lot; coffee provided.',
    },
    {
      title: 'Christmas Eve Candlelight Service',
      date: nextYearly(today, (year) => `${year}-12-24`),
      time: '19:00',
      location: 'Sanctuary',
      description:
        'Celebrate the birth of our Savior with Scripture, carols and candlelight. Childcare is available for little ones under four.',
    },
    {
      title: 'Watch Night Service',
      date: nextYearly(today, (year) => `${year}-12-31`),
      time: '22:00',
      location: 'Sanctuary',
      description:
        'Close out the year in prayer and praise and welcome the new year together as a church family.',
    },
    {
      title: 'Men’s Prayer Breakfast',
      date: onOrAfter(addDays(today, 45), SATURDAY),
      time: '08:00',
      location: 'Fellowship Hall',
      description:
        'Men of all ages are invited for breakfast, a short devotion and a time of prayer for our families and our city.',
    },
    {
      title: 'Fall Festival & Trunk-or-Treat',
      date: lastYearly(today, (year) => `${year}-10-31`),
      time: '16:00',
      location: 'Church parking lot',
      description:
        'Games, candy, a chili cook-off and a bounce house for the children of our neighborhood. Over 300 guests joined us this year, and twelve families asked to learn more about the church.',
    },
    {
      title: 'Senior Saints Luncheon',
      date: onOrBefore(addDays(today, -20), THURSDAY),
      time: '12:00',
      location: 'Fellowship Hall',
      description:
        'A luncheon honoring the members who have served Grace Fellowship for fifty years or more.',
    },
    {
      title: 'Baptism Sunday',
      date: onOrBefore(addDays(today, -13), SUNDAY),
      time: '11:15',
      location: 'Sanctuary',
      description:
        'We celebrated seven new believers who followed the Lord in baptism during morning worship.',
    },
    {
      title: 'Neighborhood Clean-Up Day',
      date: onOrBefore(addDays(today, -6), SATURDAY),
      time: '08:30',
      location: 'Meet at the front steps',
      description:
        'Members and neighbors picked up litter along Camp Wisdom Road and planted flowers at the bus stop.',
    },
  ]
}

export const demoMinistries = [
  {
    name: 'Youth Ministry',
    leader: 'Pastor David Okafor',
    meeting_time: 'Wednesdays at 7:00 PM',
    description:
      'Students in grades 6-12 grow in faith through Bible study, worship, service projects and summer camp, in a place where they belong.',
  },
  {
    name: 'Music Ministry',
    leader: 'Minister Angela R. Brooks',
    meeting_time: 'Choir rehearsal Thursdays at 7:00 PM',
    description:
      'The Sanctuary Choir, the praise team and the children’s choir lead us in worship. No audition needed, just a willing heart.',
  },
  {
    name: 'Children’s Ministry',
    leader: 'Sister Carla Reyes',
    meeting_time: 'Sundays at 10:00 AM',
    description:
      'Safe, joyful classes where children from nursery to fifth grade learn the stories of the Bible and the love of Jesus.',
  },
  {
    name: 'Women’s Fellowship',
    leader: 'Sister Gloria Whitfield',
    meeting_time: 'Second Saturday at 10:00 AM',
    description:
      'Women of every age meet for Bible study, prayer partners, mentoring and a yearly retreat in the Texas Hill Country.',
  },
  {
    name: 'Community Outreach',
    leader: 'Deacon Robert Hayes',
    meeting_time: 'Third Saturday at 9:00 AM',
    description:
      'Our food pantry, school partnership and hospital visits carry the love of Christ to southwest Dallas.',
  },
  {
    name: 'Adult Bible Study',
    leader: 'Deacon Harold Simmons',
    meeting_time: '1st and 3rd Wednesday at 7:00 PM',
    description:
      'Verse-by-verse study of the Scriptures with time for questions and prayer. This season: the Gospel of Mark.',
  },
]

export function demoSermons(today = churchDate()) {
  const list = [
    [
      'The God Who Sees',
      'Genesis 16:7-13',
      'Hagar met the Lord in the wilderness and named Him El Roi, the God who sees.',
    ],
    [
      'Grace for the Grateful Heart',
      'Luke 17:11-19',
      'Ten were healed, but one came back to give thanks. Gratitude turns a blessing into worship.',
    ],
    [
      'Bread Enough and to Spare',
      'John 6:1-14',
      'Five loaves and two fish in the hands of Jesus fed a multitude, and twelve baskets were left over.',
    ],
    [
      'When the Brook Dries Up',
      '1 Kings 17:1-16',
      'God’s provision for Elijah moved from the brook to the widow’s jar. His supply never runs out.',
    ],
    [
      'Walking on the Water',
      'Matthew 14:22-33',
      'Peter walked on the water while his eyes were on Jesus. Fear sinks us; faith keeps us looking up.',
    ],
    [
      'The Prodigal’s Father',
      'Luke 15:11-32',
      'The father ran to meet his son. This parable shows the heart of a God who welcomes sinners home with joy.',
    ],
    [
      'Rebuilding the Walls',
      'Nehemiah 2:11-20',
      'Nehemiah surveyed the ruins, prayed and rallied the people. Renewal begins with a burden and a plan.',
    ],
    [
      'The Good Shepherd',
      'John 10:1-18',
      'Jesus knows His sheep by name and lays down His life for them. We can rest in His care.',
    ],
    [
      'Faith That Moves Mountains',
      'Mark 11:20-25',
      'Prayer with faith and forgiveness opens the way for God to do what we cannot.',
    ],
    [
      'A Light on the Hill',
      'Matthew 5:13-16',
      'Salt and light: the church exists to make a difference in the city God has placed it in.',
    ],
    [
      'Strength for the Weary',
      'Isaiah 40:27-31',
      'Those who wait on the Lord will renew their strength, mount up with wings as eagles, run and not grow weary.',
    ],
    [
      'The Road to Emmaus',
      'Luke 24:13-35',
      'Two discouraged disciples walked with the risen Christ and their hearts burned within them as He opened the Scriptures.',
    ],
  ]
  const preachers = [
    'Rev. Dr. Marcus A. Whitfield',
    'Rev. Dr. Marcus A. Whitfield',
    'Pastor David Okafor',
  ]
  // Sundays: four within the last month (recent), eight before it (archive).
  const lastSunday = onOrBefore(today, SUNDAY)
  const daysAgo = [0, 7, 14, 21, 35, 42, 49, 56, 63, 70, 77, 84]
  return list.map(([title, scripture, summary], i) => ({
    title,
    scripture,
    summary: `${summary} Pastor's challenge for the week: read the passage each morning and share one insight with someone you love.`,
    preacher: preachers[i % preachers.length],
    date: addDays(lastSunday, -daysAgo[i]),
  }))
}

export const demoGallery = [
  ['worship', 'Choir leading Sunday worship', 'Sunday Worship'],
  ['worship', 'Congregation lifting hands during praise', 'Praise and Worship'],
  ['worship', 'Pastor preaching from the pulpit', 'The Word Preached'],
  ['community', 'Volunteers serving at the Thanksgiving dinner', 'Thanksgiving Dinner'],
  ['community', 'Neighborhood clean-up crew on Camp Wisdom Road', 'Clean-Up Day'],
  ['youth', 'Students at summer camp around the fire', 'Youth Camp'],
  ['youth', 'Youth basketball team after a win', 'Youth Basketball'],
  ['youth', 'Teens serving at the food pantry', 'Youth Serving'],
  ['fellowship', 'Members sharing a meal in Fellowship Hall', 'Fellowship Meal'],
  ['fellowship', 'Senior saints luncheon', 'Senior Saints'],
  ['events', 'Children at the fall festival', 'Fall Festival'],
  ['events', 'Candlelight Christmas Eve service', 'Christmas Eve'],
] as const

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Linda',
  'Michael',
  'Barbara',
  'William',
  'Elizabeth',
  'Carlos',
  'Keisha',
  'Thomas',
  'Grace',
  'Andre',
  'Sofia',
  'Daniel',
  'Ruth',
  'Marcus',
  'Naomi',
]
const LAST = [
  'Johnson',
  'Williams',
  'Brown',
  'Davis',
  'Miller',
  'Wilson',
  'Moore',
  'Taylor',
  'Anderson',
  'Thomas',
  'Garcia',
  'Jackson',
  'White',
  'Harris',
  'Martin',
  'Thompson',
  'Robinson',
  'Lewis',
  'Walker',
  'Young',
]

export function demoSubscribers() {
  return FIRST.map((first_name, i) => ({
    first_name,
    last_name: LAST[i],
    email: `${first_name}.${LAST[i]}@example.net`.toLowerCase(),
    status: i % 7 === 6 ? ('inactive' as const) : ('active' as const),
  }))
}

const STREETS = ['Elm St', 'Oak Lawn Ave', 'Swiss Ave', 'Gaston Ave', 'Lemmon Ave', 'Ross Ave']

export function demoDonors() {
  return Array.from({ length: 15 }, (_, i) => ({
    name: `${FIRST[(i * 3) % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
    email: `donor${i + 1}@example.net`,
    address: `${120 + i * 37} ${STREETS[i % STREETS.length]}\nDallas, TX 752${String(i + 1).padStart(2, '0')}`,
  }))
}

const TYPES = [
  'tithes',
  'tithes',
  'general',
  'general',
  'missions',
  'building',
  'youth',
  'outreach',
] as const
const FREQUENCIES = ['one_time', 'weekly', 'monthly', 'one_time', 'yearly'] as const
const AMOUNTS = [2500, 5000, 10000, 7500, 15000, 20000, 3500, 25000, 50000, 12500]
/** Where on the site a gift started (spec §7 giving links); some gifts arrive untagged. */
const SOURCES = [
  { utm_medium: 'quick_donation_button', utm_content: 'header_button' },
  { utm_medium: 'giving_page', utm_content: 'fund_card' },
  { utm_medium: 'quick_donation_button', utm_content: 'home_banner' },
  { utm_medium: 'giving_page', utm_content: 'quick_give' },
  null,
] as const
const DONATION_COUNT = 240
const DONATION_DAYS = 730

/**
 * 240 gifts over the last two years, deterministic so that re-seeding gives the same data:
 * most tagged with the giving link they came through, some in campaigns, some anonymous.
 */
export function demoDonations(now = new Date(), donorCount = 15) {
  const today = churchDate(now)
  return Array.from({ length: DONATION_COUNT }, (_, i) => {
    const date = addDays(today, -Math.floor((i * DONATION_DAYS) / DONATION_COUNT))
    const donated_at = new Date(startOfChurchDay(date).getTime() + (9 + (i % 10)) * 3_600_000)
    const type = TYPES[i % TYPES.length]
    const source = SOURCES[(i * 3) % SOURCES.length]
    return {
      transaction_id: `demo-${String(i + 1).padStart(3, '0')}`,
      amount_cents: AMOUNTS[(i * 7) % AMOUNTS.length],
      donation_type: type,
      frequency: FREQUENCIES[i % FREQUENCIES.length],
      campaign: i % 6 === 0 ? 'Year-End Giving' : i % 11 === 0 ? 'Building Forward' : undefined,
      // Every ninth gift is anonymous; one in seventeen has no donor on record at all.
      anonymous: i % 9 === 4,
      donorIndex: i % 17 === 8 ? null : (i * 5 + Math.floor(i / 40)) % donorCount,
      donated_at: (donated_at > now ? now : donated_at).toISOString(),
      ...(source
        ? { utm_source: 'church_website', ...source, utm_campaign: `${type}_giving` }
        : {}),
    }
  })
}
