/**
 * One page of each kind the content has, found in the content rather than at a fixed address: the
 * first page (after the home page) that uses each interactive part (the case-review dialog, a form in
 * the text, the searches, the video), the attorney list, and a page with no interactive part. A
 * kind the content has no page of is left out.
 */
import { canonicalPath } from '../../lib/content/entries.ts'
import { mdxRegistry } from '../../lib/content/schema/componentRegistry.ts'
import { contentStore } from '../../lib/content/store.ts'

const interactive = Object.entries(mdxRegistry)
  .filter(([, info]) => 'island' in info && info.island)
  .map(([name]) => name)

/** The address of the first page other than the home page whose text passes `test`. */
function firstPage(test: (components: Set<string>) => boolean): string | undefined {
  const page = contentStore().pages.find((p) => canonicalPath(p) !== '/' && test(p.analysis.components))
  return page && canonicalPath(page)
}

/** Each kind's page, by a name that says what it has; one page can be of several kinds. */
export function pageOfEachKind(): Record<string, string> {
  const kinds: Record<string, string | undefined> = {
    home: '/',
    'page with the case-review dialog': firstPage((c) => c.has('CaseReviewButton')),
    'page with a form in its text': firstPage((c) => c.has('LeadForm')),
    'glossary search': firstPage((c) => c.has('LegalGlossary')),
    'FAQ and glossary search': firstPage((c) => c.has('FaqAndGlossary')),
    'page with the video': firstPage((c) => c.has('BrandVideo')),
    'attorney list': firstPage((c) => c.has('AttorneyList')),
    'page without interactive parts': firstPage((c) => !interactive.some((name) => c.has(name))),
  }
  return Object.fromEntries(Object.entries(kinds).filter((kind): kind is [string, string] => kind[1] !== undefined))
}
