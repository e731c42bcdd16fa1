/**
 * Each language's view of the content: `localize(content, language)` gives every collection's entries
 * as the pages of that language show them, and the YAML files' words in that language
 * (./localizedLists.ts). The fallback rule is written here once, from the registry
 * (schema/collectionRegistry.ts): an English entry with a Spanish file is shown with it (the whole
 * Spanish entry, or its words over the English facts); one without is shown in English or left out, as
 * its collection declares (a page without one is a problem the checks report). The lists, the facts
 * and the search indexes are written once over this view and asked for per language.
 */
import type { Content } from './model/content.ts'
import type { ContentEntry } from './model/entries.ts'
import { collectionNames, collections, type CollectionName } from './schema/collectionRegistry.ts'
import type { EntryData } from './schema/collectionSchemas.ts'
import type { Language } from './schema/language.ts'
import { memoInLanguage, memoOnContent } from './memo.ts'
import { indexPagesByUrl, pageAt } from './pagesByUrl.ts'
import { categoryLabels, leadWordsIn, placesIn, practiceAreasIn, siteIn } from './localizedLists.ts'

/** An entry as a language shows it: the file shown (its body, its words), with the English entry's facts. */
export type LocalizedEntry<T> = ContentEntry<T> & {
  /** The English file's name without `.mdx`: what `translationOf`, related terms and attorneys' addresses name. */
  key: string
  /** The English entry (its facts as written once, e.g. the focus areas its practice areas come from). */
  english: ContentEntry<T>
}

export type LocalizedEntries = { [K in CollectionName]: LocalizedEntry<EntryData<K>>[] }

export interface LocalizedContent {
  language: Language
  /** Each collection's entries shown in this language, in the English files' order. */
  entries: LocalizedEntries
  site: Content['site']
  lead: { notice: Content['leadForms']['notice']; thanks: string }
  places: Content['places']
  practiceAreas: Content['practiceAreas']['areas']
  /** content/glossary-categories.yaml's categories in file order, as this language labels them. */
  categories: string[]
  /** A glossary category (as an entry writes it, in English) as this language labels it. */
  categoryLabel: (category: string) => string
  /** How this language sorts words (its glossaries' order). */
  compare: (a: string, b: string) => number
}

/** What a Spanish file holds about itself, not words of the entry. */
const RECORD = new Set(['translationOf', 'sourceHash'])

/** The English facts with the translation's words over them (a word the translation leaves out keeps the English). */
function wordsOver(english: object, translation: object): object {
  const words = Object.entries(translation).filter(([name, value]) => !RECORD.has(name) && value !== undefined)
  return { ...english, ...Object.fromEntries(words) }
}

function entriesIn(content: Content, language: Language): LocalizedEntries {
  const localized = (name: CollectionName) => {
    const english = content[name] as ContentEntry<object>[]
    if (language === 'en') return english.map((entry) => ({ ...entry, key: entry.slug, english: entry }))
    const { holds, untranslated } = collections[name].translation
    const translations = new Map(
      (content.es[name] as ContentEntry<{ translationOf: string }>[]).map((t) => [t.data.translationOf, t]),
    )
    return english.flatMap((entry) => {
      const translation = translations.get(entry.slug)
      if (!translation) return untranslated === 'in English' ? [{ ...entry, key: entry.slug, english: entry }] : []
      const data = holds === 'whole' ? translation.data : wordsOver(entry.data, translation.data)
      return [{ ...translation, data, key: entry.slug, english: entry }]
    })
  }
  return Object.fromEntries(collectionNames.map((name) => [name, localized(name)])) as unknown as LocalizedEntries
}

const entriesOf = memoInLanguage(entriesIn)

const englishPagesByUrl = memoOnContent((content: Content) => indexPagesByUrl(content.pages))

const pagesByKey = memoOnContent(
  (entries: LocalizedEntries) => new Map(entries.pages.map((page) => [page.key, page] as const)),
)

/** The page in `language` of an English address (`/contact#case-review` -> `/es/contacto#case-review`); the English when it has none. */
export function addressIn(content: Content, url: string, language: Language): string {
  if (language === 'en') return url
  const [address = '', anchor] = url.split('#')
  const english = pageAt(englishPagesByUrl(content), address)
  const page = english && pagesByKey(entriesOf(content, language)).get(english.slug)
  if (!page || page.file === english.file) return url
  return (page.data.canonical ?? page.data.path) + (anchor === undefined ? '' : `#${anchor}`)
}

function localized(content: Content, language: Language): LocalizedContent {
  const label = categoryLabels(content, language)
  const address = (url: string) => addressIn(content, url, language)
  return {
    language,
    entries: entriesOf(content, language),
    site: siteIn(content.site, language),
    lead: leadWordsIn(content, language),
    places: placesIn(content.places, language, address),
    practiceAreas: practiceAreasIn(content.practiceAreas.areas, language, address),
    categories: content.glossaryCategories.categories.map(label),
    categoryLabel: label,
    compare: language === 'en' ? (a, b) => a.localeCompare(b) : new Intl.Collator(language).compare,
  }
}

/** The content as the pages of `language` show it, made once per read of the content. */
export const localize = memoInLanguage(localized)
