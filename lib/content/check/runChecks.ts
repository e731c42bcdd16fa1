/**
 * The checks across entries, run in one order over the read content: every address belongs to one
 * page and every link leads somewhere (./checkSite.ts, with the FAQ and glossary lists), the
 * attorneys (./checkAttorneys.ts), the offices components name (./checkOffices.ts), the results and
 * testimonials of site.yaml and the pages' `<Proof />` (./checkProof.ts), the places
 * (./checkPlaces.ts), no term, question or attorney name written twice (./checkDuplicateNames.ts),
 * the YAML lists (./checkYamlLists.ts), the lead forms (./checkLeadForms.ts), the photos
 * (./checkPhotos.ts), the Spanish translations against the English (./checkTranslations.ts), the
 * Spanish words of the YAML files against the English ones (./checkSpanishWords.ts), the ids made
 * from attorneys' names and glossary terms' file names (./generatedIds.ts), and the advertising rules
 * on the words of every YAML file (./advertising/checkAdvertising.ts). Spanish pages are
 * pages like the others for every rule of addresses, links, places and forms.
 * Each entry's own checks ran as it was read (./entryChecks.ts, from the pipeline).
 */
import type { ReadContent, SiteContent } from '../model/content.ts'
import type { ContentProblem } from '../model/problems.ts'
import { checkSite } from './checkSite.ts'
import { siteRoutes } from '../routes.ts'
import { checkAttorneys } from './checkAttorneys.ts'
import { checkOffices } from './checkOffices.ts'
import { checkProof } from './checkProof.ts'
import { checkPlaces } from './checkPlaces.ts'
import { checkYamlLists } from './checkYamlLists.ts'
import { checkLeadForms } from './checkLeadForms.ts'
import { checkDuplicateNames } from './checkDuplicateNames.ts'
import { checkTranslations } from './checkTranslations.ts'
import { checkSpanishWords } from './checkSpanishWords.ts'
import { checkPhotos } from './checkPhotos.ts'
import { entryIdProblems } from './generatedIds.ts'
import { checkYamlAdvertising } from './advertising/checkAdvertising.ts'

export function runChecks(content: ReadContent): ContentProblem[] {
  const problems: ContentProblem[] = []
  const judged = { ...content, pages: [...content.pages, ...content.es.pages], problems }
  if (judged.site) {
    const withSite = judged as SiteContent
    checkSite(withSite, siteRoutes(content))
    checkAttorneys(withSite)
    checkOffices(withSite)
    checkProof(withSite, problems)
  }
  problems.push(...entryIdProblems(judged))
  checkPlaces(judged)
  checkDuplicateNames(judged, problems)
  checkYamlLists(judged, problems)
  checkLeadForms(judged, problems)
  checkTranslations(content, problems)
  checkSpanishWords(content, problems)
  problems.push(...checkYamlAdvertising(content))
  problems.push(...checkPhotos(judged.photoRefs, judged.photos))
  return problems
}
