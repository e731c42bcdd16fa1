/**
 * What spec/landing-pages.md 2.3 and site-core.md 2.8 require of the location pages and
 * /areas-we-serve: their h1, badge lists (by accessible name) and card links, as tables the
 * browser test walks. Hrefs are written out here, not read from content/places.yaml, so a
 * change to the content that breaks a required link fails the test.
 */
export const LONG_ISLAND = '/long-island-personal-injury-lawyer'
export const NASSAU = '/nassau-county-personal-injury-lawyer'
export const SUFFOLK = '/suffolk-county-personal-injury-lawyer'
export const NYC = '/nyc-personal-injury-lawyer'
export const MANHATTAN = '/manhattan-personal-injury-lawyer'
export const BROOKLYN_QUEENS = '/brooklyn-queens-personal-injury-lawyer'
export const AREAS = '/areas-we-serve'

export interface BadgeList {
  /** The list's accessible name. */
  name: string
  count: number
  /** Every badge links here (a page linking to itself, for community lists). */
  allTo?: string
  /** Badge text -> the address it must link to. */
  links?: Record<string, string>
}

export interface LocationPage {
  path: string
  h1: string
  /** The h2 of the practice cards' section, how many cards it holds, and card title -> href. */
  cards?: { section: string; count: number; links: Record<string, string> }
  badges: BadgeList[]
  /** Headings (h2 or h3) the page must have. */
  headings?: string[]
  /** Texts the page must show. */
  texts?: string[]
}

const to = (href: string, names: string[]) => Object.fromEntries(names.map((n) => [n, href]))

export const locationPages: LocationPage[] = [
  {
    path: LONG_ISLAND,
    h1: 'Long Island Personal Injury Lawyers',
    cards: {
      section: 'Personal Injury Cases We Handle on Long Island',
      count: 6,
      links: {
        'Car Accidents': '/car-accident-lawyer',
        'Construction Accidents': '/construction-accident-lawyer',
        'Medical Malpractice': '/medical-malpractice-lawyer',
        'Slip and Fall': '/slip-and-fall-lawyer',
        'Wrongful Death': '/wrongful-death-lawyer',
        'Other Serious Injuries': '/practice-areas',
      },
    },
    badges: [
      {
        name: 'Long Island communities and shopping centers',
        count: 16,
        links: {
          ...to(NASSAU, ['Garden City', 'Hempstead', 'Levittown', 'Commack']),
          ...to(SUFFOLK, ['Bay Shore', 'Long Beach', 'Huntington', 'Riverhead']),
          ...to(LONG_ISLAND, ['Stony Brook', 'Great Neck', 'Westbury', 'Smithtown']),
          ...to('/slip-and-fall-lawyer', [
            'Roosevelt Field Mall',
            'Green Acres Mall',
            'Smith Haven Mall',
            'Walt Whitman Shops',
          ]),
        },
      },
    ],
    texts: ['$500M+', '50+', 'No fee unless we win*', '24/7', '$4,770,000', '$4,500,000', '$4,100,000', '$2,400,000'],
  },
  {
    path: NASSAU,
    h1: 'Nassau County Personal Injury Lawyers',
    cards: {
      section: 'Nassau County Injury Cases We Handle',
      count: 6,
      links: {
        'Car Accidents': '/car-accidents',
        'Construction Accidents': '/construction-accidents',
        'Slip and Fall': '/premises-liability',
        'Government Claims': '/government-claims',
        'Truck Accidents': NASSAU,
        'Motorcycle Accidents': NASSAU,
      },
    },
    badges: [{ name: 'Nassau County communities', count: 17, allTo: NASSAU }],
    headings: ['Nassau County Legal Facts'],
  },
  {
    path: SUFFOLK,
    h1: 'Suffolk County Personal Injury Lawyers',
    cards: {
      section: 'Suffolk County Injury Cases We Handle',
      count: 6,
      links: {
        'Car Accidents': '/car-accident-lawyer',
        'Construction Accidents': '/construction-accident-lawyer',
        'Medical Malpractice': '/medical-malpractice-lawyer',
        'Slip and Fall': '/slip-and-fall-lawyer',
        'Maritime Accidents': '/maritime-accident-lawyer',
        'Other Serious Injuries': '/practice-areas',
      },
    },
    badges: [
      { name: 'Suffolk County communities', count: 18, allTo: SUFFOLK },
      {
        name: 'Suffolk County locations',
        count: 12,
        links: {
          ...to('/maritime-accident-lawyer', ['Montauk Harbor', 'Fire Island', 'Greenport Harbor', 'Shinnecock Inlet']),
          ...to('/premises-liability', [
            'Smith Haven Mall',
            'Walt Whitman Shops',
            'Tanger Outlets Deer Park',
            'South Shore Mall',
          ]),
          ...to(SUFFOLK, ['Islandia', 'Hauppauge', 'Central Islip', 'Riverhead']),
        },
      },
    ],
    headings: [
      'Why Choose Our Suffolk County Lawyers',
      'Suffolk County Legal Facts',
      'Talk to a Suffolk County Injury Lawyer',
    ],
    texts: ['90 days for claims against Suffolk County'],
  },
  {
    path: NYC,
    h1: 'New York City Personal Injury Lawyers',
    cards: {
      section: 'NYC Injury Cases We Handle',
      count: 6,
      links: {
        'Car Accidents': '/car-accidents',
        'Construction Accidents': '/construction-accidents',
        'Medical Malpractice': '/medical-malpractice',
        'Premises Liability': '/premises-liability',
        'Bus Accidents': NYC,
        'Taxi and Rideshare Accidents': NYC,
      },
    },
    badges: [
      { name: 'Manhattan neighborhoods', count: 14, allTo: MANHATTAN },
      { name: 'Brooklyn neighborhoods', count: 12, allTo: BROOKLYN_QUEENS },
      { name: 'Queens neighborhoods', count: 12, allTo: BROOKLYN_QUEENS },
      { name: 'Bronx neighborhoods', count: 6 },
      { name: 'Staten Island neighborhoods', count: 6 },
    ],
    headings: [
      'Serving All Five Boroughs',
      'Claims Against the City, the MTA and Other Agencies',
      'Why New Yorkers Choose Our Firm',
    ],
  },
  {
    path: MANHATTAN,
    h1: 'Manhattan Personal Injury Lawyers',
    cards: {
      section: 'Manhattan Injury Cases We Handle',
      count: 6,
      links: {
        'Pedestrian Accidents': '/pedestrian-accident-lawyer',
        'Subway Accidents': '/subway-accident-lawyer',
        'Construction Accidents': '/construction-accident-lawyer',
        'Medical Malpractice': '/medical-malpractice',
        'Slip and Fall': '/slip-and-fall-lawyer',
        'Taxi and Rideshare Accidents': '/practice-areas',
      },
    },
    badges: [
      {
        name: 'Manhattan neighborhoods',
        count: 14,
        links: {
          ...to('/pedestrian-accident-lawyer', ['Times Square', 'Theater District', 'Midtown']),
          ...to(MANHATTAN, ['Financial District', 'Harlem', 'Upper West Side']),
        },
      },
    ],
    headings: ['The Challenges of a Manhattan Injury Case', 'Manhattan Legal Facts'],
  },
  {
    path: BROOKLYN_QUEENS,
    h1: 'Brooklyn & Queens Personal Injury Lawyers',
    cards: {
      section: 'Brooklyn and Queens Injury Cases We Handle',
      count: 5,
      links: {
        'Car Accidents': '/car-accident-lawyer',
        'Construction Accidents': '/construction-accident-lawyer',
        'Medical Malpractice': '/medical-malpractice-lawyer',
        'Premises Liability': '/premises-liability',
        'Airport Accidents': '/airport-accident-lawyer',
      },
    },
    badges: [
      { name: 'Brooklyn neighborhoods', count: 12, allTo: BROOKLYN_QUEENS },
      { name: 'Queens neighborhoods', count: 12, allTo: BROOKLYN_QUEENS },
      {
        name: 'Brooklyn and Queens locations',
        count: 10,
        links: {
          ...to('/airport-accident-lawyer', ['JFK International Airport', 'LaGuardia Airport']),
          ...to('/medical-malpractice', [
            'Kings County Hospital',
            'Maimonides Medical Center',
            'Elmhurst Hospital',
            'Jamaica Hospital Medical Center',
          ]),
          ...to(BROOKLYN_QUEENS, ['Downtown Brooklyn', 'Long Island City', 'Jamaica', 'Flushing']),
        },
      },
    ],
  },
]

/** The /areas-we-serve cards: the first 6 places show, then "+N more" (15, 15 and 14 places). */
export const areaCards = [
  {
    name: 'Nassau County',
    page: NASSAU,
    more: '+9 more',
    practiceAreas: ['Car Accidents', 'Medical Malpractice', 'Slip and Fall', 'Construction Accidents'],
  },
  {
    name: 'Suffolk County',
    page: SUFFOLK,
    more: '+9 more',
    practiceAreas: ['Motor Vehicle Accidents', 'Premises Liability', 'Medical Negligence', 'Workplace Injuries'],
  },
  {
    name: 'New York City',
    page: NYC,
    more: '+8 more',
    practiceAreas: ['Traffic Accidents', 'Subway and Bus Accidents', 'Construction Accidents', 'Government Liability'],
  },
]
