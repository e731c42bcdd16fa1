/**
 * The words of the interface (content/interface.yaml), by group: every key must be written there
 * in English and Spanish. A key is added here and in the file together; a component then reads it
 * as `words.<group>.<key>` from the facts of its page's language.
 */
export const INTERFACE_KEYS = {
  shell: [
    'skipToMain',
    'skipToNavigation',
    'mainNavigation',
    'menu',
    'closeMenu',
    'callPhone',
    'callNow',
    'callNowLabel',
    'homeLabel',
    'socialMedia',
    'opensInNewTab',
    'copyright',
    'onThisPage',
    'table',
    'attorneyAdvertising',
    'otherLanguage',
    'spanishSpoken',
    'shareImageLabel',
    'shareImageAlt',
  ],
  lead: [
    'openButton',
    'formTitle',
    'submitLabel',
    'firstName',
    'lastName',
    'phone',
    'email',
    'caseType',
    'selectCaseType',
    'description',
    'honeypot',
    'submitting',
    'close',
    'dismiss',
    'requiredTitle',
    'errorTitle',
    'errorText',
    'offlineTitle',
    'offlineText',
    'thanksTitle',
    'refusedField',
    'descriptionTooLong',
    'overLimit',
    'charactersLeft',
  ],
  search: [
    'showing',
    'showingInCategory',
    'showingMatching',
    'showingInCategoryMatching',
    'noResults',
    'questionsNoun',
    'termsNoun',
    'faqSearchLabel',
    'faqSearchPlaceholder',
    'glossarySearchLabel',
    'glossarySearchPlaceholder',
    'category',
    'allCategories',
    'tabsLabel',
    'faqTab',
    'glossaryTab',
    'faqHeading',
    'glossaryHeading',
    'noTermsTitle',
    'noTermsText',
    'practiceAreas',
    'relatedTerms',
  ],
  blocks: [
    'playVideo',
    'stars',
    'call911',
    'learnMore',
    'contactPhone',
    'contactEmail',
    'contactHours',
    'contactEmergencies',
    'officePhone',
    'officeFax',
    'directions',
    'moreBadges',
    'ratingFrom',
    'proofResults',
    'proofClient',
    'proofAttorneys',
  ],
  attorneys: [
    'readFullBio',
    'ofName',
    'readLess',
    'aboutName',
    'focusAreas',
    'meetAll',
    'callAttorney',
    'extension',
    'emailAttorney',
    'biography',
    'admissions',
    'languages',
    'contactHeading',
    'breadcrumbs',
    'profile',
  ],
} as const

import type { Language } from './language.ts'

export type InterfaceGroup = keyof typeof INTERFACE_KEYS

const GROUPS = Object.keys(INTERFACE_KEYS) as InterfaceGroup[]

/** The interface's words in one language: `words.lead.firstName`. */
export type InterfaceWords = { [G in InterfaceGroup]: Record<(typeof INTERFACE_KEYS)[G][number], string> }

/** content/interface.yaml as read: each key's words by language (schema: ./interfaceWords.ts, which needs the checker). */
type WordsFile = { [G in InterfaceGroup]?: Record<string, Partial<Record<Language, string>> | undefined> }

/**
 * The words of one language, from a file that passed its schema (every pair then has both). Kept
 * apart from the schema so that what reads the words does not take the checker with it.
 */
export function wordsIn(file: WordsFile, language: Language): InterfaceWords {
  const group = (g: InterfaceGroup) =>
    Object.fromEntries(INTERFACE_KEYS[g].map((key) => [key, file[g]?.[key]?.[language] ?? '']))
  return Object.fromEntries(GROUPS.map((g) => [g, group(g)])) as InterfaceWords
}
