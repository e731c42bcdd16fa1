/**
 * The facts and lists a Spanish page's components show (schema/factsShape.ts), built once per read of
 * the content like ./siteFacts.ts: the English facts with the Spanish words of the YAML files laid over
 * them (./spanishWordsOverlay.ts), the attorneys with their Spanish words and bios, the FAQ and glossary
 * lists from the Spanish files (./spanishListViews.ts), and every page address the Spanish page's.
 */
import type { Content } from './model/content.ts'
import { attorneysInOrder, canonicalPath } from './entries.ts'
import { memoOnContent } from './memo.ts'
import type { AttorneyView, SiteFacts } from './schema/factsShape.ts'
import { siteFacts, withUrl } from './siteFacts.ts'
import { attorneyUrl } from './routes.ts'
import { translationOf } from './spanishEntries.ts'
import {
  spanishFaqGlossaryEntries,
  spanishFaqItems,
  spanishGlossaryTerms,
  spanishPracticeAreas,
} from './spanishListViews.ts'
import { spanishLead, spanishPlaces, spanishSite } from './spanishWordsOverlay.ts'

/**
 * Each attorney's facts with their Spanish title, focus areas and short bio; `file` is the Spanish
 * file, whose body is the Spanish full bio (components/EntryBodies.tsx renders bodies by file).
 */
function spanishAttorneys(content: Content): AttorneyView[] {
  return attorneysInOrder(content).map((attorney) => {
    const es = translationOf(content, 'attorneys', attorney.slug)
    const url = attorneyUrl(content, attorney.slug, 'es')
    if (!es) return withUrl(attorney, url)
    const { title, focusAreas, bio, admissions, languages } = es.data
    const words = {
      title,
      focusAreas,
      bio,
      admissions: admissions ?? attorney.data.admissions,
      languages: languages ?? attorney.data.languages,
    }
    return withUrl(
      {
        file: es.file,
        anchor: attorney.anchor,
        practiceAreas: attorney.practiceAreas,
        data: { ...attorney.data, ...words },
      },
      url,
    )
  })
}

export const spanishSiteFacts = memoOnContent((content: Content): SiteFacts => {
  // The interface's words and `language` are Spanish already; the rest is laid over below.
  const english = siteFacts(content, 'es')
  const englishAttorneysPage = content.pages.find((page) => canonicalPath(page) === english.attorneysPage)
  const attorneysPage = englishAttorneysPage && translationOf(content, 'pages', englishAttorneysPage.slug)
  return {
    ...english,
    site: spanishSite(content.site),
    lead: spanishLead(content),
    attorneys: spanishAttorneys(content),
    attorneysPage: attorneysPage && canonicalPath(attorneysPage),
    faq: {
      home: spanishFaqItems(content, 'home'),
      faq: spanishFaqItems(content, 'faq'),
      'current-clients': spanishFaqItems(content, 'current-clients'),
    },
    glossary: {
      terms: spanishGlossaryTerms(content),
      faq: spanishFaqGlossaryEntries(content),
      categories: content.glossaryCategories.categories.map(
        (category) => content.glossaryCategories.spanish.get(category) ?? category,
      ),
    },
    places: spanishPlaces(content),
    practiceAreas: spanishPracticeAreas(content),
  }
})
