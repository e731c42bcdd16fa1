/**
 * The names editors may use as components in MDX, with what the content checks must know
 * about each. `components/mdx.ts` maps every name here to its React component (the type
 * system keeps the two lists equal). Plain data: the content checks import it without React.
 */
import type { MdxShownList, PlaceRefKind } from '../model/mdxFacts.ts'
import type { PhotoUse } from './photoUses.ts'

export interface MdxComponentInfo {
  /** Renders "Prior results do not guarantee a similar outcome." itself. */
  showsResultsDisclaimer?: boolean
  /** Starts a section of its own for the results-disclaimer rule. */
  isSection?: boolean
  /** Produces anchors (ids) that links may target: `attorneys` = one per attorney slug, `glossary-terms` = one per /legal-glossary term slug. */
  anchors?: 'attorneys' | 'glossary-terms' | 'id-prop'
  /** The id the component gets when the editor writes none (with `anchors: 'id-prop'`). */
  defaultId?: string
  /** Names one of the page's `forms:` with its `form` prop (default `main`), which must be of this kind. */
  form?: 'dialog' | 'inline'
  /** Needs JavaScript in the browser: a page using it loads the island script. */
  island?: boolean
  /** Renders the MDX bodies of a collection's entries: a page using it loads them before rendering. */
  bodies?: 'attorneys'
  /**
   * The entries it lists, from the site's facts: a collection's, all of them or one `list` of them,
   * or the list its `listProp` attribute names (all of them when that is not plain text).
   */
  shows?: readonly (MdxShownList & { listProp?: string })[]
  /** The attribute that names an office of content/site.yaml by its id (checked by lib/content/check/checkOffices.ts). */
  officeRef?: string
  /** Attributes that name places of content/places.yaml by id: a `region` with communities, or any `place`. */
  placeRefs?: Readonly<Record<string, PlaceRefKind>>
  /** Shows a photo of content/images/: the attribute naming it, its use (lib/content/schema/photoUses.ts) and the attribute of its text alternative. */
  photo?: { src: string; use: PhotoUse; alt: string }
}

export const mdxRegistry = {
  Hero: { isSection: true, photo: { src: 'photo', use: 'hero', alt: 'photoAlt' } },
  Section: { isSection: true, anchors: 'id-prop' },
  PhoneLink: {},
  CallButton: {},
  ButtonLink: {},
  Notice: {},
  ResultsDisclaimer: { showsResultsDisclaimer: true },
  Stats: {},
  Stat: {},
  YearsOfExperience: {},
  FoundingYear: {},
  FirmFigure: {},
  CardGrid: {},
  Card: {},
  Results: { showsResultsDisclaimer: true },
  Testimonials: { showsResultsDisclaimer: true },
  Badges: {},
  CtaBand: { isSection: true, anchors: 'id-prop' },
  Steps: {},
  Step: {},
  Columns: {},
  Panel: {},
  Rating: {},
  ColumnList: {},
  OfficeList: {},
  ContactDetails: {},
  EmergencyNotice: {},
  EmailButton: {},
  FallbackImage: {},
  /** `<Photo src="offices/islandia.jpg" alt="..." />`: a photo of content/images/ in the text column. */
  Photo: { photo: { src: 'src', use: 'body', alt: 'alt' } },
  BrandVideo: { island: true },
  CaseReviewButton: { island: true, form: 'dialog' },
  LeadForm: { isSection: true, anchors: 'id-prop', defaultId: 'case-review', island: true, form: 'inline' },
  FirmName: {},
  OfficeAddress: { officeRef: 'office' },
  Email: {},
  LegalText: {},
  AttorneyList: { anchors: 'attorneys', bodies: 'attorneys', shows: [{ collection: 'attorneys' }] },
  /** The home page's cards of the attorneys marked `featured`. */
  TeamPreview: { shows: [{ collection: 'attorneys', list: 'featured' }] },
  /** `<PlaceBadges region="nassau" />` or `groups={[{ places: [...], href: '/...' }]}`: place badges from content/places.yaml. */
  PlaceBadges: { placeRefs: { region: 'region', groups: 'place' } },
  /**
   * `<Proof practiceArea="car-accidents" title="..." />` or `<Proof place="nassau" title="..." />`: the rating,
   * the results, one testimonial (site.yaml) and the attorneys of a case or location page.
   */
  Proof: {
    isSection: true,
    showsResultsDisclaimer: true,
    placeRefs: { place: 'place' },
    shows: [{ collection: 'attorneys' }],
  },
  /** The /areas-we-serve cards of the regions in content/places.yaml that have a `card`. */
  ServiceAreaCards: {},
  /** `<FaqList list="home" />`: the questions of one FAQ list as a no-JavaScript accordion. */
  FaqList: { shows: [{ collection: 'faq', listProp: 'list' }] },
  /** /legal-glossary's searchable, filterable terms. */
  LegalGlossary: {
    anchors: 'glossary-terms',
    island: true,
    shows: [{ collection: 'glossary', list: 'legal-glossary' }],
  },
  /** /faq's tabs: the FAQ and the simple glossary, with one search box. */
  FaqAndGlossary: {
    island: true,
    shows: [
      { collection: 'faq', list: 'faq' },
      { collection: 'glossary', list: 'faq' },
    ],
  },
} satisfies Record<string, MdxComponentInfo>

export type MdxComponentName = keyof typeof mdxRegistry

export function isMdxComponentName(name: string): name is MdxComponentName {
  return Object.hasOwn(mdxRegistry, name)
}

/** Lowercase HTML elements editors may write directly in MDX. */
export const allowedHtmlElements = new Set([
  'br',
  'div',
  'span',
  'p',
  'strong',
  'em',
  'abbr',
  'sup',
  'sub',
  'small',
  'ul',
  'ol',
  'li',
  'a',
])

/** Attributes (as written in MDX) any of those elements may carry; nothing else reaches the page. */
export const globalHtmlAttributes = ['id', 'title', 'lang', 'dir', 'className'] as const

/** Attributes one element may carry besides the global ones. */
export const elementHtmlAttributes: Readonly<Record<string, readonly string[]>> = { a: ['href'] }

/**
 * Ids the site's own page parts carry (the skip links' targets, the menu drawer, the message
 * region, the island record, the search boxes): an element written in content with one of them
 * would take its place, so content may not use them (tests/unit/reservedIds.test.ts keeps the
 * list in step with the components).
 */
export const reservedIds: ReadonlySet<string> = new Set([
  'main-content',
  'navigation',
  'site-drawer',
  'toast-region',
  'island-record',
  'glossary-search',
  'glossary-category',
  'faq-search',
  'faq-questions',
  'faq-glossary',
  'attorney-name',
  'attorney-biography',
])
