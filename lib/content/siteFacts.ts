/**
 * The facts and lists components show (schema/siteFacts.ts), built once per read of the content:
 * every page's `+data` hands the same object down, so nothing is copied per page.
 */
import {
  canonicalPath,
  getAttorneys,
  getContent,
  getLeadNotice,
  getLeadThanks,
  getPages,
  getPlaces,
  getPracticeAreas,
  getSite,
  yearsOfExperience,
} from './index.ts'
import { faqGlossaryEntries, faqItems, glossaryTerms } from './listViews.ts'
import type { LoadedContent } from './read/load.ts'
import type { SiteFacts } from './schema/siteFacts.ts'

const built = new WeakMap<LoadedContent, SiteFacts>()

export function getSiteFacts(): SiteFacts {
  const content = getContent()
  let facts = built.get(content)
  if (!facts) {
    facts = buildSiteFacts(content)
    built.set(content, facts)
  }
  return facts
}

function buildSiteFacts(content: LoadedContent): SiteFacts {
  const attorneysPage = getPages().find((page) => page.analysis.components.has('AttorneyList'))
  return {
    site: getSite(),
    lead: { notice: getLeadNotice(), thanks: getLeadThanks() },
    attorneys: getAttorneys(),
    attorneysPage: attorneysPage && canonicalPath(attorneysPage),
    faq: { home: faqItems('home'), faq: faqItems('faq'), 'current-clients': faqItems('current-clients') },
    glossary: { terms: glossaryTerms(), faq: faqGlossaryEntries(), categories: content.glossaryCategories.categories },
    places: getPlaces(),
    practiceAreas: getPracticeAreas(),
    yearsOfExperience: yearsOfExperience(),
  }
}
