/**
 * What the guide for legal staff (docs/CONTENT.md) says of each collection of ./collectionRegistry.ts,
 * in plain English: `npm run docs:tables` writes the guide's tables of the collections from the
 * registry, the schemas and these words (scripts/docsTables/). Apart from the registry so that no
 * bundle that reaches the registry carries them; a new collection adds its words here (the type
 * below asks for them).
 */
import { CREDENTIALS_HEADING } from './attorneyBody.ts'
import type { CollectionName, CollectionDeclaration } from './collectionRegistry.ts'

export interface CollectionGuide {
  /** One entry, as a sentence names it: `the attorney`. */
  one: string
  /** What one file is and where the site shows it. */
  shows: string
  /** What the text below the fields is, in the English file and in its Spanish file. */
  body: { en: string; es: string }
  /** What a Spanish file says besides its fields, when something about it is its own (its address). */
  spanishNote?: string
}

const plainText = 'plain text and Markdown (`**bold**`, lists, links), no blocks'

export const collectionGuide: Record<CollectionName, CollectionGuide> = {
  pages: {
    one: 'the page',
    shows: 'one page of the site, at the address its `path:` gives',
    body: {
      en: 'the page: Markdown and the building blocks (see "The building blocks a page can use")',
      es: 'the text of the Spanish page, with the same blocks',
    },
    spanishNote: 'its `path:` and `aliases:` are under `/es/` (the Spanish home page: `/es`)',
  },
  attorneys: {
    one: 'the attorney',
    shows:
      "one attorney: their block on the attorneys page, a page of their own, and the home page's team when `featured: true`",
    body: {
      en: `the full biography, ending with a \`## ${CREDENTIALS_HEADING.en}\` list`,
      es: `the full biography, ending with a \`## ${CREDENTIALS_HEADING.es}\` list`,
    },
  },
  faq: {
    one: 'the FAQ entry',
    shows: 'one question and its answer, in the FAQ lists its `lists:` names',
    body: { en: `the answer: ${plainText}`, es: 'the answer' },
    spanishNote: 'its `question:` is written `¿...?`',
  },
  glossary: {
    one: 'the term',
    shows: "one term and its definition, on the glossary page or the FAQ page's glossary tab (its `lists:`)",
    body: { en: `the definition: ${plainText}`, es: 'the definition' },
  },
}

/** What a Spanish file holds, by the registry's `translation.holds`. */
export const holdsWords: Record<CollectionDeclaration['translation']['holds'], string> = {
  whole: 'the whole entry, in Spanish: every field of the English file, and',
  words: 'only the words:',
}

/** What the Spanish pages do with an entry that has no Spanish file, by the registry's `translation.untranslated`. */
export const untranslatedWords: Record<CollectionDeclaration['translation']['untranslated'], (one: string) => string> =
  {
    problem: () =>
      "the check stops at the English file's first line: add the Spanish file in the same pull request (`npm run new` writes both)",
    'in English': (one) =>
      `only a warning: the Spanish pages show ${one} in English until its Spanish file is added; \`npm run translations\` lists it`,
    'left out': (one) =>
      `only a warning: the Spanish pages leave ${one} out until its Spanish file is added; \`npm run translations\` lists it`,
  }
