/**
 * What each case landing page must show, from the specification (landing-pages 2.2, 3, 9):
 * the table behind tests/spec/built/case-pages.test.ts.
 */
export interface CasePage {
  path: string
  h1: string
  aliases?: string[]
  /** Case-review buttons on the page, by the dialog (`forms:` name) they open. `{}`: no form at all. */
  buttons: Record<string, number>
  /** Sections (by their h2) and the h3 titles of their cards, steps or panels, exactly and in order. */
  titles?: Record<string, string[]>
  /** Sections (by their h2) and the beginnings of their list items; `exact` when the spec fixes the count. */
  lists?: { section: string; items: string[]; exact?: boolean }[]
  /** Figures and phrases the page shows. */
  shows?: string[]
  /** Dollar results, each shown in a section that also shows the no-guarantee disclaimer. */
  results?: string[]
  /** Links by their exact accessible name (or a pattern of it) and target. */
  links?: { text: string | RegExp; href: string }[]
  /** Badge lists (by their accessible name): how many, and where each links. */
  badges?: { label: string; count: number; href?: string }[]
  /** A section (by its h2) whose case-review button opens the named dialog. */
  dialogIn?: { section: string; form: string }[]
  /** The urgent layout shared by product, birth, brain, burn and dog bite: its six types and four reasons. */
  urgentLayout?: { types: string[] }
}

const contactCta = { text: 'Contact Us for a Free Consultation', href: '/contact' }
const whyChoose = ['50+ Years of Experience', 'No Fee Unless We Win*', 'Available 24/7']

export const casePages: CasePage[] = [
  {
    path: '/car-accident-lawyer',
    h1: 'Long Island & NYC Car Accident Lawyers',
    aliases: ['/practice-areas/car-accident-lawyer', '/practice-areas/car-accidents', '/car-accidents'],
    buttons: { main: 2 },
    titles: {
      'Car Accidents We Handle': [
        'Rear-End Collisions',
        'Intersection and T-Bone Crashes',
        'Head-On Collisions',
        'Truck and Commercial Vehicle Crashes',
        'Uber, Lyft and Taxi Accidents',
        'Drunk, Distracted and Hit-and-Run Drivers',
      ],
      'What to Do After a Car Accident': [
        'Call 911 and get medical care',
        'Document the scene',
        'Exchange information',
        'File the reports on time',
        'Keep records',
        'Stay off social media',
        'Say no to recorded statements',
        'Call a car accident lawyer',
      ],
    },
    lists: [
      {
        section: 'Common Car Accident Injuries',
        items: [
          'Whiplash',
          'Herniated and bulging discs',
          'Traumatic brain injuries',
          'Broken bones',
          'Spinal cord injuries',
        ],
      },
      {
        section: 'Compensation You May Recover',
        items: [
          'Medical costs beyond no-fault',
          'Lost wages',
          'Pain and suffering',
          'Loss of enjoyment of life',
          'Property damage',
        ],
      },
    ],
    shows: ['three years from the crash', 'CPLR 214', 'within 90 days'],
    badges: [{ label: 'Areas we serve', count: 6 }],
    links: [
      contactCta,
      { text: 'Nassau County', href: '/nassau-county-personal-injury-lawyer' },
      { text: 'Brooklyn & Queens', href: '/brooklyn-queens-personal-injury-lawyer' },
    ],
  },
  {
    path: '/medical-malpractice-lawyer',
    h1: 'Long Island & NYC Medical Malpractice Lawyers',
    aliases: [
      '/practice-areas/medical-malpractice-lawyer',
      '/practice-areas/medical-malpractice',
      '/medical-malpractice',
    ],
    buttons: { main: 1 },
    titles: {
      'What Makes It Malpractice': ['Duty of Care', 'A Departure From Accepted Practice', 'Causation', 'Damages'],
      'Types of Medical Malpractice We Handle': [
        'Misdiagnosis and Delayed Diagnosis',
        'Surgical Errors',
        'Medication Errors',
        'Birth Injuries',
        'Anesthesia Errors',
        'Hospital and Emergency Room Negligence',
      ],
      'How a Malpractice Case Works': [
        'Free consultation',
        'Records and expert review',
        'Filing and investigation',
        'Settlement or trial',
      ],
    },
    lists: [
      { section: 'Conditions Often Missed or Mistreated', items: ['Cancer', 'Heart attack', 'Stroke', 'Sepsis'] },
      {
        section: 'Compensation for Malpractice',
        items: ['Medical and hospital bills', 'Lost wages', 'Pain and suffering'],
      },
    ],
    shows: ['2½ years', 'CPLR 214-a', 'CPLR 3012-a'],
    links: [contactCta, { text: /^Birth injury claims ?: Birth Injuries$/, href: '/birth-injury-lawyer' }],
  },
  {
    path: '/construction-accident-lawyer',
    h1: 'Long Island & NYC Construction Accident Lawyers',
    aliases: [
      '/practice-areas/construction-accident-lawyer',
      '/practice-areas/construction-accidents',
      '/construction-accidents',
    ],
    buttons: { main: 2 },
    titles: {
      'New York Labor Law Protects Construction Workers': [
        'Labor Law § 240(1): The Scaffold Law',
        'Labor Law § 241(6): Safety Code Violations',
        'Labor Law § 200: A Safe Place to Work',
      ],
      'Construction Accidents We Handle': [
        'Scaffold and Ladder Falls',
        'Falling Objects',
        'Roof Falls and Floor Openings',
        'Trench and Excavation Collapses',
        'Crane and Hoist Accidents',
        'Electrocution and Equipment Injuries',
      ],
    },
    lists: [
      {
        section: 'Common Construction Injuries',
        items: ['Traumatic brain injuries', 'Spinal cord injuries', 'Amputations'],
      },
    ],
    dialogIn: [{ section: 'Injured on a Construction Site?', form: 'main' }],
  },
  {
    path: '/premises-liability',
    h1: 'Premises Liability & Slip and Fall Lawyers',
    aliases: ['/slip-and-fall-lawyer', '/practice-areas/premises-liability', '/practice-areas/slip-fall'],
    buttons: { main: 2 },
    titles: {
      'Premises Accidents We Handle': [
        'Slip and Falls',
        'Trip and Falls',
        'Stairway Falls',
        'Snow and Ice Falls',
        'Negligent Security',
        'Falling Objects and Elevators',
      ],
      'Proving Your Case': ['What a premises liability claim must show', 'What helps your claim'],
    },
    lists: [
      {
        section: 'Properties Where Falls Happen',
        items: [
          'Supermarkets',
          'Shopping malls',
          'Restaurants',
          'Apartment buildings',
          'Office buildings',
          'Parking lots',
        ],
      },
      { section: 'Common Fall Injuries', items: ['Hip, wrist and ankle fractures', 'Head injuries'] },
      {
        section: 'Proving Your Case',
        items: ['Negligence:', 'Notice of a dangerous condition:', 'Causation:', 'Damages:'],
      },
    ],
    badges: [{ label: 'Long Island locations', count: 12 }],
    links: [
      { text: 'Request a free online consultation', href: '/contact' },
      { text: 'Garden City', href: '/nassau-county-personal-injury-lawyer' },
      { text: 'Riverhead', href: '/suffolk-county-personal-injury-lawyer' },
    ],
  },
  {
    path: '/pedestrian-accident-lawyer',
    h1: 'NYC Pedestrian Accident Lawyers',
    buttons: { main: 2 },
    lists: [
      {
        section: 'High-Risk Areas in Manhattan',
        items: [
          'Times Square',
          'Herald Square',
          'Grand Central',
          'Canal Street',
          'Delancey Street',
          'Columbus Circle',
          'Union Square',
          '125th Street',
        ],
      },
      { section: 'Common Causes of Pedestrian Accidents', items: ['Drivers failing to yield', 'Speeding', 'Texting'] },
      { section: 'Injuries Pedestrians Suffer', items: ['Traumatic brain injuries', 'Broken legs'] },
      {
        section: 'How We Collect the Evidence',
        items: ['The police accident report', 'Video from traffic cameras', 'Statements from witnesses'],
      },
    ],
    shows: ['10,000+', 'Pedestrians injured in NYC each year', 'notice of claim within 90 days', '§ 50-e'],
    results: ['$8.5M', '$6.2M', '$4.9M', '$3.7M'],
  },
  {
    path: '/subway-accident-lawyer',
    h1: 'NYC Subway & MTA Accident Lawyers',
    aliases: ['/mta-accident-lawyer'],
    buttons: { main: 2 },
    titles: { 'Stations We Cover': ['Manhattan', 'Brooklyn', 'Queens', 'The Bronx', 'Staten Island', 'MTA Buses'] },
    lists: [
      {
        section: 'Subway Accidents We Handle',
        items: ['Falls into the gap', 'Doors closing on passengers', 'Escalator and elevator malfunctions'],
      },
      {
        section: 'How Transit Authority Liability Works',
        items: ['Stations and stairs:', 'Train movement:', 'Doors and platforms:'],
      },
      { section: 'Common Subway Injuries', items: ['Broken legs', 'Head injuries'] },
      { section: 'What We Investigate', items: ['Station and train camera video', 'Maintenance and repair records'] },
    ],
    shows: ['5.2M', 'Daily subway riders', '472', 'Subway stations', 'You have 90 days to file a notice of claim'],
  },
  {
    path: '/maritime-accident-lawyer',
    h1: 'Long Island & NYC Maritime Accident Lawyers',
    aliases: ['/boat-accident-lawyer'],
    buttons: { main: 2 },
    titles: {
      'Waters We Serve': ['Long Island Sound', 'The South Shore Bays', 'New York Harbor and the Rivers'],
      'Maritime Accidents We Handle': [
        'Recreational Boating Accidents',
        'Ferry Accidents',
        'Dock and Marina Accidents',
        'Commercial Fishing Injuries',
        'Jet Ski and Watercraft Accidents',
        'Harbor and Longshore Work',
      ],
      'The Maritime Laws That Protect You': [
        'The Jones Act',
        "The Longshore and Harbor Workers' Compensation Act",
        'General Maritime Law',
        'New York Navigation Law',
      ],
    },
    shows: [
      '1,200+',
      'Miles of coastline',
      '50+',
      'Marinas in our area',
      'Maritime deadlines can be much shorter than you think',
    ],
    badges: [{ label: 'Waterways', count: 15, href: '/maritime-accident-lawyer' }],
  },
  {
    path: '/airport-accident-lawyer',
    h1: 'Airport Accident Lawyers for JFK, LaGuardia & Long Island',
    buttons: { main: 2 },
    titles: {
      'Airports We Serve': [
        'John F. Kennedy International (JFK)',
        'LaGuardia Airport (LGA)',
        'Long Island MacArthur Airport (ISP)',
      ],
      'Types of Airport Accidents': [
        'Terminal Slip and Falls',
        'Escalators and Moving Walkways',
        'Baggage Accidents',
        'Jetway and Boarding Accidents',
        'Transportation Accidents',
        'Security and Assistance Injuries',
      ],
      'Why Airport Cases Are Complex': [
        'Federal Jurisdiction',
        'Multiple Parties',
        'Security Footage',
        'Time Limits for Government Claims',
      ],
    },
    lists: [
      {
        section: 'New York Airports at a Glance',
        items: ['130M annual passengers', '3 major airports', 'Federal regulations apply'],
        exact: true,
      },
      {
        section: 'Airport Authorities and Liability',
        items: [
          'The Port Authority of New York and New Jersey',
          'Towns, counties and the State',
          'Airlines and terminal operators',
          'Contractors',
          'Federal agencies',
          'International travel:',
        ],
      },
      { section: 'Common Airport Injuries', items: ['Broken wrists', 'Head injuries', 'Back and neck injuries'] },
    ],
    badges: [{ label: 'Airports we cover', count: 7, href: '/airport-accident-lawyer' }],
    results: ['$2.8M', '$1.9M', '$1.4M', '$1.1M'],
    links: [
      { text: 'Start Your Free Case Review', href: '/contact' },
      { text: 'Free Case Evaluation', href: '/contact' },
    ],
  },
  {
    path: '/wrongful-death-lawyer',
    h1: 'Long Island & NYC Wrongful Death Lawyers',
    aliases: ['/practice-areas/wrongful-death-lawyer', '/practice-areas/wrongful-death', '/wrongful-death'],
    buttons: { main: 1, second: 1 },
    titles: {
      'Legal Timeframes and What to Expect': ['2 Years', 'No Fee Unless We Win*', '50+ Years of Experience'],
      'Common Causes of Wrongful Death': [
        'Medical Malpractice',
        'Motor Vehicle Accidents',
        'Construction Accidents',
        'Premises Liability',
      ],
      'Compensation Available to Families': ['Economic Losses', 'Non-Economic Losses', 'Punitive Damages'],
    },
    lists: [
      {
        section: 'Who May File a Wrongful Death Claim',
        items: [
          'A surviving spouse or partner',
          'Children and stepchildren',
          'Parents of an unmarried deceased',
          'Legal guardians',
          'Financially dependent relatives',
        ],
        exact: true,
      },
    ],
    shows: ['personal representative of the estate', 'EPTL 5-4.1'],
    results: ['$4.2M', '$3.8M', '$3.1M', '$2.9M'],
    dialogIn: [{ section: 'Time Is Critical', form: 'second' }],
  },
  {
    path: '/nursing-home-abuse-lawyer',
    h1: 'Long Island & NYC Nursing Home Abuse Lawyers',
    aliases: ['/practice-areas/nursing-home-abuse-lawyer', '/practice-areas/nursing-home-abuse', '/nursing-home-abuse'],
    buttons: { main: 3 },
    titles: {
      'Elder Abuse Is More Common Than Families Think': ['1 in 10 Seniors', '24/7', 'No Fee*'],
      'Types of Nursing Home Abuse and Their Warning Signs': [
        'Physical Abuse',
        'Emotional Abuse',
        'Sexual Abuse',
        'Financial Abuse',
      ],
      'Nursing Home Neglect': ['Medical Neglect', 'Personal Care Neglect', 'Environmental Neglect'],
      'What to Do If You Suspect Abuse or Neglect': ['Document', 'Report', 'Get legal help'],
    },
    lists: [
      {
        section: 'Six Rights Every Resident Has',
        items: [
          'Dignity and respect:',
          'Freedom from abuse and neglect:',
          'Information and a say in care:',
          'Privacy:',
          'Control of personal money:',
          'Complaints without retaliation:',
        ],
        exact: true,
      },
    ],
    results: ['$3.2M', '$2.8M', '$2.1M', '$1.9M'],
  },
  {
    path: '/product-liability-lawyer',
    h1: 'Long Island & NYC Product Liability Lawyers',
    aliases: ['/product-liability'],
    buttons: { main: 2 },
    urgentLayout: {
      types: [
        'Medical Devices',
        'Automotive',
        'Pharmaceuticals',
        'Consumer Products',
        'Industrial Equipment',
        'Food and Beverage',
      ],
    },
  },
  {
    path: '/birth-injury-lawyer',
    h1: 'Long Island & NYC Birth Injury Lawyers',
    aliases: ['/birth-injuries'],
    buttons: { main: 2 },
    urgentLayout: {
      types: [
        'Cerebral Palsy',
        "Erb's Palsy",
        'Brain Injuries',
        'Fractures',
        'Spinal Cord Injuries',
        'Facial Injuries',
      ],
    },
  },
  {
    path: '/brain-injury-lawyer',
    h1: 'Long Island & NYC Brain Injury Lawyers',
    aliases: ['/brain-injuries'],
    buttons: { main: 2 },
    urgentLayout: {
      types: [
        'Traumatic Brain Injury (TBI)',
        'Concussions',
        'Anoxic Brain Injuries',
        'Stroke From Negligence',
        'Penetrating Injuries',
        'Acquired Brain Injuries',
      ],
    },
  },
  {
    path: '/burn-injury-lawyer',
    h1: 'Long Island & NYC Burn Injury Lawyers',
    aliases: ['/burn-injuries'],
    buttons: { main: 2 },
    urgentLayout: {
      types: [
        'Third-Degree Burns',
        'Chemical Burns',
        'Electrical Burns',
        'Thermal Burns',
        'Radiation Burns',
        'Scalding',
      ],
    },
  },
  {
    path: '/dog-bite-lawyer',
    h1: 'Long Island & NYC Dog Bite Lawyers',
    aliases: ['/dog-bites'],
    buttons: { main: 2 },
    urgentLayout: {
      types: ['Facial Scarring', 'Puncture Wounds', 'Infection', 'Broken Bones', 'Emotional Trauma', 'Eye Injuries'],
    },
    titles: {
      'New York Dog Bite Laws': [
        'Strict Liability for Medical Expenses',
        'When the Owner Knew the Dog Was Dangerous',
        'When the Owner or Others Were Negligent',
      ],
    },
  },
  {
    path: '/spinal-cord-injury-lawyer',
    h1: 'Long Island & NYC Spinal Cord Injury Lawyers',
    aliases: ['/spinal-cord-injuries'],
    buttons: {},
    titles: {
      'Types of Spinal Cord Injuries We Handle': [
        'Complete Paralysis',
        'Incomplete Paralysis',
        'Quadriplegia',
        'Paraplegia',
        'Herniated Discs',
        'Spinal Fractures',
      ],
    },
    links: [contactCta, { text: 'Contact Us Today', href: '/contact' }],
  },
  {
    path: '/bicycle-accident-lawyer',
    h1: 'NYC & Long Island Bicycle Accident Lawyers',
    aliases: ['/bicycle-accidents'],
    buttons: { main: 2 },
    titles: {
      'Bicycle Accident Scenarios We Handle': [
        'Car Collisions',
        'Dooring',
        'Intersections',
        'Road Hazards',
        'Bike Lane Violations',
        'Hit and Run',
      ],
      'Bicycle Accident Injuries and Their Long-Term Effects': ['Common injuries', 'Long-term consequences'],
    },
    lists: [
      {
        section: 'Bicycle Accident Injuries and Their Long-Term Effects',
        items: ['Head injuries', 'Chronic pain', 'Arthritis'],
      },
    ],
  },
]

/** The four reasons of the urgent layout: three shared, one per page. */
export const urgentWhyChoose = whyChoose
