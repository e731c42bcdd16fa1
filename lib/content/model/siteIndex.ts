/**
 * What the editor knows of the rest of the site before a save (lib/editor/buildSiteIndex.ts makes it
 * from the pipeline's result; lib/editor/siteCheck.ts judges an unsaved entry against it): every
 * page's addresses and anchors, every term, question and attorney name with its line, who links
 * to whom and which terms list which as related, the files public/ serves, the photos of
 * content/images/, the lead forms' variants and case types a page's `forms:` are judged against, and
 * which English text each English entry is (what a new translation records it translates).
 */
import type { LeadFormFacts } from '../schema/leadFormsFile.ts'
import type { CollectionName } from './entries.ts'

export interface IndexedAddress {
  url: string
  line: number
  kind: 'path' | 'alias'
}

export interface IndexedEntry {
  /** As `npm run check` names it, e.g. `content/glossary/negligence.mdx`. */
  file: string
  /** The internal addresses the entry links to. */
  links: string[]
}

export interface IndexedPage extends IndexedEntry {
  addresses: IndexedAddress[]
  anchors: string[]
  usesAttorneyAnchors: boolean
  usesGlossaryAnchors: boolean
}

/** An entry named by one field (a term, a question, an attorney's name) and that field's line. */
export interface IndexedName extends IndexedEntry {
  name: string
  line: number
}

export interface IndexedTerm extends IndexedName {
  slug: string
  relatedTerms: string[]
  /** Listed in the legal glossary (so /legal-glossary has its anchor). */
  inLegalGlossary: boolean
}

/** An English entry's Spanish file, and what the editor compares an English save against. */
export interface IndexedTranslation {
  /** As `npm run check` names it, e.g. `content/es/glossary/negligencia.mdx`. */
  file: string
  /** Its file name without `.mdx`. */
  slug: string
  /** The English version it records translating (its `sourceHash`), if any. */
  recorded?: string
  /** The English entry's translated fields as they are now (lib/editor/translationReview.ts). */
  text: string
}

export interface SiteIndex {
  pages: IndexedPage[]
  attorneys: IndexedName[]
  faq: IndexedName[]
  glossary: IndexedTerm[]
  /** site.yaml and places.yaml: links that are no entry's. */
  otherLinks: IndexedEntry[]
  /** Addresses of the files the site serves besides pages (public/, sitemap.xml). */
  files: string[]
  /** content/lead-forms.yaml's variants and case types; absent when the file is missing or unreadable. */
  leadForms?: LeadFormFacts
  /** The files of content/images/ (any subfolder), by their name there: `attorneys/jane-doe.jpg`. */
  images: string[]
  /**
   * Each English entry's git blob id (its first 12 characters), by collection and file name without
   * `.mdx`: what a Spanish entry the editor saves without one records as its `sourceHash`.
   */
  sourceHashes?: Record<CollectionName, Record<string, string>>
  /** Each English entry's Spanish file, by collection and the English file name without `.mdx`. */
  translations?: Record<CollectionName, Record<string, IndexedTranslation>>
}
