/**
 * The facts and lists components show (schema/factsShape.ts), built once per read of the content:
 * every page's `+data` hands the same object down, so nothing is copied per page.
 */
import type { Content } from './model/content.ts'
import { attorneysInOrder, canonicalPath, yearsOfExperience } from './entries.ts'
import { faqGlossaryEntries, faqItems, glossaryTerms } from './listViews.ts'
import { memoOnContent } from './memo.ts'
import type { SiteFacts } from './schema/factsShape.ts'
import type { PhotoFacts } from './model/photoFacts.ts'
import type { Language } from './schema/language.ts'
import { wordsIn } from './schema/interfaceKeys.ts'
import { attorneyUrl } from './routes.ts'

/** The facts of English pages; `siteFacts(content, 'es')` those of Spanish pages. */
export function siteFacts(content: Content, language: Language = 'en'): SiteFacts {
  return language === 'es' ? spanishFacts(content) : englishFacts(content)
}

const englishFacts = memoOnContent((content: Content) => factsIn(content, 'en'))
const spanishFacts = memoOnContent((content: Content) => factsIn(content, 'es'))

function interfaceWords(content: Content, language: Language) {
  const file = content.interfaceFile.words
  if (!file) throw new Error(`${content.interfaceFile.file} was not read: the content has problems to fix first.`)
  return wordsIn(file, language)
}

function factsIn(content: Content, language: Language): SiteFacts {
  const attorneysPage = content.pages.find((page) => page.analysis.components.has('AttorneyList'))
  return {
    language,
    words: interfaceWords(content, language),
    site: content.site,
    lead: { notice: content.leadForms.notice, thanks: content.leadForms.thanks },
    attorneys: attorneysInOrder(content).map((a) => withUrl(a, attorneyUrl(content, a.slug, 'en'))),
    attorneysPage: attorneysPage && canonicalPath(attorneysPage),
    faq: {
      home: faqItems(content, 'home'),
      faq: faqItems(content, 'faq'),
      'current-clients': faqItems(content, 'current-clients'),
    },
    glossary: {
      terms: glossaryTerms(content),
      faq: faqGlossaryEntries(content),
      categories: content.glossaryCategories.categories,
    },
    places: content.places,
    practiceAreas: content.practiceAreas.areas,
    yearsOfExperience: yearsOfExperience(content.site),
    // A photo with a problem stops the build; the dev server shows the pages without it meanwhile.
    photos: Object.fromEntries(Object.entries(content.photos).filter(([, read]) => !('problem' in read))) as Record<
      string,
      PhotoFacts
    >,
  }
}

/** An attorney's view with the address of their own page, when there is one. */
export function withUrl<A extends object>(attorney: A, url: string | undefined): A & { url?: string } {
  return url ? { ...attorney, url } : attorney
}
