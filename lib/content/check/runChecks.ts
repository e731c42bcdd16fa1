/**
 * The checks across entries, run in one order over the read content: every address belongs to one
 * page and every link leads somewhere (./checkSite.ts, with the FAQ and glossary lists), the
 * attorneys (./checkAttorneys.ts), the offices components name (./checkOffices.ts), the places
 * (./checkPlaces.ts), no term, question or attorney name written twice (./checkDuplicateNames.ts),
 * the YAML lists (./checkYamlLists.ts), the lead forms (./checkLeadForms.ts) and the photos
 * (./checkPhotos.ts).
 * Each entry's own checks ran as it was read (./entryChecks.ts, from the pipeline).
 */
import type { ReadContent, SiteContent } from '../model/content.ts'
import type { ContentProblem } from '../model/problems.ts'
import { checkSite } from './checkSite.ts'
import { checkAttorneys } from './checkAttorneys.ts'
import { checkOffices } from './checkOffices.ts'
import { checkPlaces } from './checkPlaces.ts'
import { checkYamlLists } from './checkYamlLists.ts'
import { checkLeadForms } from './checkLeadForms.ts'
import { checkDuplicateNames } from './checkDuplicateNames.ts'
import { checkPhotos } from './checkPhotos.ts'

export function runChecks(content: ReadContent): ContentProblem[] {
  const problems: ContentProblem[] = []
  const judged = { ...content, problems }
  if (judged.site) {
    const withSite = judged as SiteContent
    checkSite(withSite)
    checkAttorneys(withSite)
    checkOffices(withSite)
  }
  checkPlaces(judged)
  checkDuplicateNames(judged, problems)
  checkYamlLists(judged, problems)
  checkLeadForms(judged, problems)
  problems.push(...checkPhotos(judged.photoRefs, judged.photos))
  return problems
}
