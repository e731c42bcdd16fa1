/**
 * What the editor's preview needs of the site beyond the entry being edited (built by
 * ./previewFacts.ts on the server, read by admin/preview/ in the browser): the facts components
 * show, the lead forms' variants and case types (to resolve an unsaved page's `forms:`), and the
 * attorneys' compiled bodies (a page with `<AttorneyList />` shows every bio).
 */
import type { SiteFacts } from '../content/schema/factsShape.ts'
import type { LeadFormFacts } from '../content/schema/leadFormsFile.ts'

/** Beside the editor's page: /admin/preview-facts.json. */
export const PREVIEW_FACTS_FILE = 'preview-facts.json'

export interface PreviewFacts {
  facts: SiteFacts
  leadForms: LeadFormFacts
  /** Each attorney's body as the pipeline checked and compiled it, by the file AttorneyView names. */
  bodies: Record<string, string>
}
