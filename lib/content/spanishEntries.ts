/**
 * Lookups from the English content to its Spanish files (content/es/): each English entry's
 * translation, and the Spanish page of an English address. The checks made sure every English entry
 * has one translation (check/checkTranslations.ts); a lookup that finds none keeps the English.
 */
import type { Content, Translations } from './model/content.ts'
import type { ContentEntry } from './model/entries.ts'
import { canonicalPath } from './entries.ts'
import { memoOnContent } from './memo.ts'
import { indexPagesByUrl, pageAt } from './pagesByUrl.ts'

type Translated = { translationOf: string }

/** Each collection's translations by the English slug they translate. */
const translationsBySlug = memoOnContent((content: Content) => {
  const bySlug = <K extends keyof Translations>(name: K) =>
    new Map((content.es[name] as ContentEntry<Translated>[]).map((t) => [t.data.translationOf, t])) as Map<
      string,
      Translations[K][number]
    >
  return {
    pages: bySlug('pages'),
    attorneys: bySlug('attorneys'),
    faq: bySlug('faq'),
    glossary: bySlug('glossary'),
  }
})

/** The Spanish file of an English entry of `collection`, by the English slug. */
export function translationOf<K extends keyof Translations>(
  content: Content,
  collection: K,
  slug: string,
): Translations[K][number] | undefined {
  return translationsBySlug(content)[collection].get(slug) as Translations[K][number] | undefined
}

const englishPagesByUrl = memoOnContent((content: Content) => indexPagesByUrl(content.pages))

/** The Spanish address of an English one (`/contact#case-review` -> `/es/contacto#case-review`); the English when it has none. */
export function spanishUrl(content: Content, url: string): string {
  const [address = '', anchor] = url.split('#')
  const english = pageAt(englishPagesByUrl(content), address)
  const spanish = english && translationOf(content, 'pages', english.slug)
  if (!spanish) return url
  return canonicalPath(spanish) + (anchor === undefined ? '' : `#${anchor}`)
}
