import { yearsOfExperience } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
/** What the core pages must show, page by page (the table tests/spec/built/core-pages.test.ts and tests/spec/pages.spec.ts run). */

export const site = contentStore().site
const years = `${yearsOfExperience(contentStore().site)}+`

export interface CorePage {
  url: string
  h1: string
  /** Texts the page shows (each somewhere in <main>). */
  texts: (string | RegExp)[]
  /** Links in <main>: visible text (or accessible name) -> href. */
  links: { name: string | RegExp; href: string }[]
  /** Exact lists: each `item` inside `within` (its text, or its `attr`), or each match of `pattern` in the text of `within`. */
  lists?: { within: string; item?: string; attr?: string; pattern?: RegExp; expected: string[] }[]
  counts?: { selector: string; count: number }[]
  /** Anchors of the page's sections, in the order they must come. */
  order?: string[]
}

/** A card's "Learn More" link, whose accessible name adds the card's title. */
function learnMore(title: string): RegExp {
  return new RegExp(`^Learn More\\s*:\\s*${title}$`)
}

const disclaimer = 'Prior results do not guarantee a similar outcome'
const resultAmounts = ['$5,700,000', '$4,900,000', '$4,800,000', '$4,770,000', '$4,500,000', '$4,100,000']
const entities = [
  'Nassau County',
  'Garden City',
  'Hempstead',
  'Mineola',
  'Westbury',
  'Great Neck',
  'Long Beach',
  'Freeport',
  'Hicksville',
  'Massapequa',
  'Oceanside',
  'Valley Stream',
  'East Meadow',
  'Levittown',
  'Plainview',
  'Franklin Square',
  'New Hyde Park',
]

export const corePages: CorePage[] = [
  {
    url: '/',
    h1: 'Long Island & NYC Personal Injury Attorneys',
    texts: [
      'Call Us 24/7',
      years,
      String(site.foundingYear),
      site.attorneyCount,
      'Award-Winning Representation',
      'Contingency Fee Basis',
      'Immediate Response',
      'Serving Long Island and New York City',
      'Awards and Recognition',
      'not a guarantee',
      'Frequently Asked Questions',
    ],
    links: [
      { name: 'Free Consultation', href: '#case-review' },
      { name: learnMore('Car Accidents'), href: '/practice-areas/car-accidents' },
      { name: learnMore('Medical Malpractice'), href: '/practice-areas/medical-malpractice' },
      { name: learnMore('Construction Accidents'), href: '/practice-areas/construction-accidents' },
      { name: learnMore('Slip and Fall'), href: '/practice-areas/slip-fall' },
      { name: learnMore('Wrongful Death'), href: '/practice-areas/wrongful-death' },
      { name: learnMore('Nursing Home Abuse'), href: '/practice-areas/nursing-home-abuse' },
    ],
    order: [
      'experience',
      'practice-areas',
      'video',
      'our-team',
      'case-review',
      'results',
      'testimonials',
      'service-areas',
      'awards',
      'faq',
    ],
    lists: [
      {
        within: '#practice-areas',
        item: 'article a',
        attr: 'href',
        expected: [
          '/practice-areas/car-accidents',
          '/practice-areas/medical-malpractice',
          '/practice-areas/construction-accidents',
          '/practice-areas/slip-fall',
          '/practice-areas/wrongful-death',
          '/practice-areas/nursing-home-abuse',
        ],
      },
      {
        within: '#practice-areas',
        item: 'a[href^="tel:"]',
        attr: 'href',
        expected: [`tel:${site.phones.tollFree.tel}`],
      },
      { within: '#results', pattern: /\$[\d,]+/g, expected: resultAmounts },
      { within: '#results', item: 'a', attr: 'href', expected: Array(6).fill('/contact') },
      { within: '#results', pattern: new RegExp(disclaimer, 'g'), expected: [disclaimer] },
      {
        within: '#testimonials',
        pattern: /\b[A-Z][a-z]+ [A-Z]\./g,
        expected: ['Maria S.', 'James T.', 'Daniel R.', 'Linda K.', 'Angela D.', 'Robert M.'],
      },
      { within: '#testimonials', pattern: new RegExp(disclaimer, 'g'), expected: [disclaimer] },
      {
        within: '#service-areas',
        item: 'li',
        expected: [
          'Nassau County',
          'Suffolk County',
          'Hempstead',
          'Islip',
          'Oyster Bay',
          'Huntington',
          'Babylon',
          'Smithtown',
          'Manhattan',
          'Brooklyn',
          'Queens',
          'The Bronx',
          'Staten Island',
        ],
      },
      {
        within: '#experience',
        item: 'dd',
        expected: [years, String(site.foundingYear), site.attorneyCount, String(site.offices.length)],
      },
    ],
    counts: [
      { selector: '#practice-areas article', count: 6 },
      { selector: '#practice-areas article li', count: 24 },
      { selector: '#case-review form', count: 1 },
      { selector: '#video button', count: 1 },
      { selector: '#testimonials figure', count: 6 },
      { selector: '#testimonials [aria-label="5 out of 5 stars"]', count: 6 },
      { selector: '#testimonials figcaption [aria-hidden="true"]', count: 6 },
      { selector: '#service-areas img[alt*="Long Island"]', count: 1 },
      { selector: '#awards article h3', count: 6 },
    ],
  },
  {
    url: '/practice-areas',
    h1: 'Personal Injury Practice Areas',
    texts: ['Our Main Practice Areas', 'Other Injury Cases We Handle', /no fee unless we win\.?\*/],
    links: [
      { name: learnMore('Wrongful Death'), href: '/wrongful-death-lawyer' },
      { name: learnMore('Nursing Home Abuse'), href: '/nursing-home-abuse-lawyer' },
      { name: learnMore('Car Accidents'), href: '/car-accident-lawyer' },
      { name: learnMore('Medical Malpractice'), href: '/medical-malpractice-lawyer' },
      { name: learnMore('Construction Accidents'), href: '/construction-accident-lawyer' },
      { name: learnMore('Premises Liability and Slip and Fall'), href: '/slip-and-fall-lawyer' },
      { name: learnMore('Product Liability'), href: '/product-liability-lawyer' },
      { name: learnMore('Birth Injuries'), href: '/birth-injury-lawyer' },
      { name: learnMore('Brain Injuries'), href: '/brain-injury-lawyer' },
      { name: learnMore('Spinal Cord Injuries'), href: '/spinal-cord-injury-lawyer' },
      { name: learnMore('Burn Injuries'), href: '/burn-injury-lawyer' },
      { name: learnMore('Dog Bites'), href: '/dog-bite-lawyer' },
      { name: learnMore('Bicycle Accidents'), href: '/bicycle-accident-lawyer' },
      { name: learnMore('Pedestrian Accidents'), href: '/pedestrian-accident-lawyer' },
      { name: 'Contact Us Online', href: '/contact' },
    ],
    lists: [
      {
        within: '#main-areas',
        item: 'article a',
        attr: 'href',
        expected: [
          '/car-accident-lawyer',
          '/medical-malpractice-lawyer',
          '/construction-accident-lawyer',
          '/slip-and-fall-lawyer',
          '/wrongful-death-lawyer',
          '/nursing-home-abuse-lawyer',
        ],
      },
      {
        within: '#more-areas',
        item: 'article a',
        attr: 'href',
        expected: [
          '/product-liability-lawyer',
          '/birth-injury-lawyer',
          '/brain-injury-lawyer',
          '/spinal-cord-injury-lawyer',
          '/burn-injury-lawyer',
          '/dog-bite-lawyer',
          '/bicycle-accident-lawyer',
          '/pedestrian-accident-lawyer',
        ],
      },
    ],
  },
  {
    url: '/contact',
    h1: 'Contact Our Injury Lawyers',
    texts: [
      'Get Your Free Case Review',
      'Get in Touch',
      site.emails.info,
      'Monday - Friday',
      'Ready to Get Started?',
      '50+',
      'Years of Experience',
      'Thousands',
      'No Fee*',
      'Unless We Win',
    ],
    links: [{ name: 'Get Your Free Case Review', href: '#case-review' }],
    order: ['case-review', 'get-in-touch', 'offices', 'why-us'],
    lists: [{ within: '#why-us', item: 'dd', expected: ['50+', 'Thousands', 'No Fee*'] }],
    counts: [
      { selector: '#case-review form', count: 1 },
      { selector: '#offices li', count: site.offices.length },
    ],
  },
  {
    url: '/attorney-referrals',
    h1: 'Attorney Referrals',
    texts: [
      'Case Types We Accept',
      'Rule of Professional Conduct 1.5(g)',
      'Refer a Case',
      `Fax: ${site.phones.fax.display}`,
      'Islandia Main Office',
      'Manhattan Office',
    ],
    links: [
      { name: 'Refer a Case', href: '#refer-a-case' },
      { name: /Get directions to the Islandia Main Office/, href: '' },
      { name: /Get directions to the Manhattan Office/, href: '' },
    ],
    counts: [
      { selector: '#refer-a-case form', count: 1 },
      { selector: '#offices a[href^="https://www.google.com/maps/"]', count: 2 },
    ],
  },
  {
    url: '/current-clients',
    h1: 'Current Client Resources',
    texts: [
      'Urgent Contacts',
      'Medical Urgent',
      'Call 911',
      'After-Hours Legal Urgent',
      'Insurance Company Contact',
      "Don't speak - Call us immediately",
      'Contact Your Legal Team',
      site.offices[0]!.street,
      'answering service',
      'within 24 hours on business days',
      'Important Guidelines During Your Case',
      'Frequently Asked Questions',
      'Important Reminders',
      'Stay Protected',
      'Document Everything',
      'Follow Treatment',
      'Stay in Touch',
      "We're Here For You",
    ],
    links: [
      { name: 'Send Us a Message', href: '/contact' },
      { name: 'Email Your Attorney', href: `mailto:${site.emails.clients}` },
      { name: 'Ask Your Attorney', href: '/contact' },
    ],
    lists: [
      {
        within: '#urgent',
        item: 'article a',
        attr: 'href',
        expected: [`tel:${site.phones.main.tel}`, `tel:${site.phones.main.tel}`],
      },
      {
        within: '#guidelines',
        item: 'h3',
        expected: ['Medical Treatment Guidelines', 'What to Avoid During Your Case', 'Documenting Your Recovery'],
      },
      {
        within: '#reminders',
        item: 'h3',
        expected: ['Stay Protected', 'Document Everything', 'Follow Treatment', 'Stay in Touch'],
      },
    ],
    counts: [
      { selector: '#guidelines article:nth-child(1) li', count: 4 },
      { selector: '#guidelines article:nth-child(2) li', count: 4 },
      { selector: '#guidelines article:nth-child(3) li', count: 4 },
      { selector: `#contact-team a[href="mailto:${site.emails.clients}"]`, count: 2 },
      { selector: `#contact-team a[href="tel:${site.phones.main.tel}"]`, count: 2 },
    ],
  },
  {
    url: '/government-claims',
    h1: 'Government Claims Lawyers',
    texts: [
      'Nassau County • Suffolk County • NYC',
      'Critical Notice Requirements',
      '90 Days',
      'Notice of Claim Deadline',
      'Strict',
      'Procedural Requirements',
      '50+ Years',
      'Government Claims Experience',
      'Types of Government Claims We Handle',
      'Government Entities We Handle Claims Against',
      'Time is Critical for Government Claims',
      'Immediate consultation available • No fees unless we win*',
    ],
    links: [{ name: 'Free Case Review', href: '/contact' }],
    lists: [
      { within: '#entities', item: 'li', expected: entities },
      {
        within: '#claim-types',
        item: 'h3',
        expected: [
          'Municipal Liability Claims',
          'Road and Highway Accidents',
          'Public Transportation Accidents',
          'Urgent Services Negligence',
        ],
      },
      {
        within: '#notice-requirements',
        item: 'h3',
        expected: [
          '90-Day Notice Requirement',
          'Court of Claims Procedures',
          'Municipal Liability Limits',
          'Special Investigation Process',
        ],
      },
    ],
    counts: [
      { selector: '#claim-types article li', count: 16 },
      { selector: 'main button[data-open-form="main"][aria-haspopup="dialog"]', count: 1 },
    ],
  },
]
