/**
 * The facts and lists components show (schema/factsShape.ts), in each language, built once per read
 * of the content: every page of a language gets the same object, so nothing is copied per page. Written
 * once over the language's view of the content (./localize.ts): `siteFacts(content, 'es')` are the
 * Spanish pages' facts, the Spanish words over the facts written once.
 */
import type { Content } from './model/content.ts'
import { attorneysInOrder, yearsOfExperience } from './entries.ts'
import { faqGlossaryEntries, faqItems, glossaryTerms } from './listViews.ts'
import { localize } from './localize.ts'
import { memoInLanguage } from './memo.ts'
import type { AttorneyView, SiteFacts } from './schema/factsShape.ts'
import type { PhotoFacts } from './model/photoFacts.ts'
import type { Language } from './schema/language.ts'
import { faqLists, type FaqListName } from './schema/listNames.ts'
import { wordsIn } from './schema/interfaceKeys.ts'
import { entryPageUrl, listingPageUrl } from './routes.ts'

function interfaceWords(content: Content, language: Language) {
  const file = content.interfaceFile.words
  if (!file) throw new Error(`${content.interfaceFile.file} was not read: the content has problems to fix first.`)
  return wordsIn(file, language)
}

/**
 * Every attorney in their `order`, as the language shows them: `file` is the file whose body is their
 * full bio in that language (components/EntryBodies.tsx renders bodies by file), `url` their own page.
 */
function attorneyViews(content: Content, language: Language): AttorneyView[] {
  return attorneysInOrder(content, language).map(({ file, anchor, practiceAreas, data, key }) =>
    withUrl({ file, anchor, practiceAreas, data }, entryPageUrl(content, 'attorneys', key, language)),
  )
}

/** The facts of the pages of `language` (English when not given). */
export const siteFacts = memoInLanguage((content: Content, language: Language): SiteFacts => {
  const view = localize(content, language)
  return {
    language,
    words: interfaceWords(content, language),
    site: view.site,
    lead: view.lead,
    attorneys: attorneyViews(content, language),
    attorneysPage: listingPageUrl(content, 'attorneys', language),
    faq: Object.fromEntries(faqLists.map((list) => [list, faqItems(content, list, language)])) as Record<
      FaqListName,
      ReturnType<typeof faqItems>
    >,
    glossary: {
      terms: glossaryTerms(content, language),
      faq: faqGlossaryEntries(content, language),
      categories: view.categories,
    },
    places: view.places,
    practiceAreas: view.practiceAreas,
    yearsOfExperience: yearsOfExperience(content.site),
    // A photo with a problem stops the build; the dev server shows the pages without it meanwhile.
    photos: Object.fromEntries(Object.entries(content.photos).filter(([, read]) => !('problem' in read))) as Record<
      string,
      PhotoFacts
    >,
  }
})

/** An attorney's view with the address of their own page, when there is one. */
export function withUrl<A extends object>(attorney: A, url: string | undefined): A & { url?: string } {
  return url ? { ...attorney, url } : attorney
}
