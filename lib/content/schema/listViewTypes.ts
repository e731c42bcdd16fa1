/** The shapes the FAQ and glossary components receive: plain, JSON-serialisable data. */

/** A paragraph (a string) or a bulleted list (its items). */
export type TextBlock = string | string[]

export interface LinkView {
  name: string
  path: string
}

/** A term of /legal-glossary with everything its card shows. */
export interface GlossaryTermView {
  slug: string
  term: string
  category: string
  definition: TextBlock[]
  practiceAreas: LinkView[]
  related: { slug: string; term: string }[]
}

/** A term of the FAQ page's glossary tab: term and definition only. */
export interface GlossaryEntryView {
  slug: string
  term: string
  definition: TextBlock[]
}

export interface FaqItemView {
  slug: string
  question: string
  answer: TextBlock[]
}

/** What the search looks at in an entry: its title (term or question) and its text. */
export interface SearchDoc {
  title: string
  text: string
}
