/**
 * What the editor's preview needs of the site beyond the entry being edited (built by
 * ./previewFacts.ts on the server, read by admin/preview/ in the browser): the facts components
 * show, the lead forms' variants and case types (to resolve an unsaved page's `forms:`), and the
 * attorneys' compiled bodies (a page with `<AttorneyList />` shows every bio); the same for the
 * Spanish pages under `spanish`.
 */
import type { SiteFacts } from '../content/schema/factsShape.ts'
import type { LeadFormFacts } from '../content/schema/leadFormsFile.ts'
import type { Language } from '../content/schema/language.ts'

/** Beside the editor's page: /admin/preview-facts.json. */
export const PREVIEW_FACTS_FILE = 'preview-facts.json'

export interface LanguageFacts {
  facts: SiteFacts
  leadForms: LeadFormFacts
  /** Each attorney's body as the pipeline checked and compiled it, by the file AttorneyView names. */
  bodies: Record<string, string>
}

export interface PreviewFacts extends LanguageFacts {
  /** What a Spanish entry's preview is drawn with: the Spanish pages' facts and words. */
  spanish: LanguageFacts
  /** Each translated glossary term's Spanish file name by its English one: the card a Spanish term's preview takes its category and links from. */
  spanishTerms: Record<string, string>
}

/** The facts a preview in `language` is drawn with (the same object each time, so its bodies run once). */
export const factsIn = (facts: PreviewFacts, language: Language): LanguageFacts =>
  language === 'es' ? facts.spanish : facts
