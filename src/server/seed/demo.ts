import {
  addDays,
  churchDate,
  lastYearly,
  nextYearly,
  onOrAfter,
  onOrBefore,
  SATURDAY,
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
      'Hagar met the Lord in the wilderness and named Him El Roi, the God who sees. No one is too far out in the desert to be found by Him.',
    ],
    [
      'Grace for the Grateful Heart',
      'Luke 17:11-19',
      'Ten were healed, but one came back to give thanks. Gratitude turns a blessing into worship, and a healed man into a disciple.',
    ],
    [
      'Bread Enough and to Spare',
      'John 6:1-14',
      'Five loaves and two fish in the hands of Jesus fed a multitude, and twelve baskets were left over. What we bring is small; what He makes of it is not.',
    ],
    [
      'When the Brook Dries Up',
      '1 Kings 17:1-16',
      'God’s provision for Elijah moved from the brook to the widow’s jar. When one supply ends, the Lord is already preparing the next.',
    ],
    [
      'Walking on the Water',
      'Matthew 14:22-33',
      'Peter walked on the water while his eyes were on Jesus, and began to sink when he looked at the wind. Faith in a stormy season keeps looking up.',
    ],
    [
      'The Prodigal’s Father',
      'Luke 15:11-32',
      'The father ran to meet his son while he was still a long way off. The parable shows the heart of a God who welcomes sinners home with a feast.',
    ],
    [
      'Rebuilding the Walls',
      'Nehemiah 2:11-20',
      'Nehemiah surveyed the ruins by night, prayed and rallied the people to build. Renewal begins with a burden, prayer and a plan.',
    ],
    [
      'The Good Shepherd',
      'John 10:1-18',
      'Jesus knows His sheep by name and lays down His life for them. Psalm 23 and John 10 read side by side.',
    ],
    [
      'Faith That Moves Mountains',
      'Mark 11:20-25',
      'Beside the withered fig tree Jesus taught His disciples to pray with faith, and to forgive before they pray.',
    ],
    [
      'A Light on the Hill',
      'Matthew 5:13-16',
      'Salt and light: a church on Camp Wisdom Road exists for the good of the neighborhood God has placed it in.',
    ],
    [
      'Strength for the Weary',
      'Isaiah 40:27-31',
      'Those who wait on the Lord will renew their strength. A word for caregivers, night-shift workers and everyone running on empty.',
    ],
    [
      'The Road to Emmaus',
      'Luke 24:13-35',
      'Two discouraged disciples walked seven miles with the risen Christ and did not know Him until He broke the bread.',
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
    summary,
    preacher: preachers[i % preachers.length],
    date: addDays(lastSunday, -daysAgo[i]),
  }))
}

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
