/**
 * The names editors may use as components in MDX, with what the content checks must know
 * about each. `components/mdx.ts` maps every name here to its React component (the type
 * system keeps the two lists equal). Plain data: the content checks import it without React.
 */
export interface MdxComponentInfo {
  /** Renders "Prior results do not guarantee a similar outcome." itself. */
  showsResultsDisclaimer?: boolean
  /** Starts a section of its own for the results-disclaimer rule. */
  isSection?: boolean
  /** Produces anchors (ids) that links may target: `attorneys` = one per attorney slug, `glossary-terms` = one per /legal-glossary term slug. */
  anchors?: 'attorneys' | 'glossary-terms' | 'id-prop'
  /** Needs JavaScript in the browser: a page using it loads the island script. */
  island?: boolean
}

export const mdxRegistry = {
  Hero: { isSection: true },
  Section: { isSection: true, anchors: 'id-prop' },
  PhoneLink: {},
  CallButton: {},
  ButtonLink: {},
  Notice: {},
  ResultsDisclaimer: { showsResultsDisclaimer: true },
  CaseReviewButton: { island: true },
  LeadForm: { anchors: 'id-prop', island: true },
  /** `<FaqList list="home" />`: the questions of one FAQ list as a no-JavaScript accordion. */
  FaqList: {},
  /** /legal-glossary's searchable, filterable terms. */
  LegalGlossary: { anchors: 'glossary-terms', island: true },
  /** /faq's tabs: the FAQ and the simple glossary, with one search box. */
  FaqAndGlossary: { island: true },
} satisfies Record<string, MdxComponentInfo>

export type MdxComponentName = keyof typeof mdxRegistry

export function isMdxComponentName(name: string): name is MdxComponentName {
  return Object.hasOwn(mdxRegistry, name)
}

/** Lowercase HTML elements editors may write directly in MDX. */
export const allowedHtmlElements = new Set(['br', 'div', 'span', 'p', 'strong', 'em', 'abbr', 'sup', 'sub', 'small', 'ul', 'ol', 'li', 'a'])
