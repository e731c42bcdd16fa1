/**
 * What components know of the firm and its lists: built once per read of the content
 * (lib/content/siteFacts.ts) and handed down by components/FactsContext.tsx, so no component
 * calls the content store while rendering.
 */
import type { AttorneyFrontmatter, FaqListName, Places, PracticeArea, Site } from './collections.ts'
import type { LeadNotice } from './leadTypes.ts'
import type { FaqItemView, GlossaryEntryView, GlossaryTermView } from './listViewTypes.ts'
import type { PhotoFacts } from '../model/photoFacts.ts'
import type { InterfaceWords } from './interfaceKeys.ts'
import type { Language } from './language.ts'

/** An attorney of content/attorneys/, with the anchor (`#slug`) of their block on the attorneys page. */
export interface AttorneyView {
  file: string
  anchor: string
  /** The ids of the practice areas the attorney's focus areas name (./proofSelection.ts); none when not derived (the editor's preview). */
  practiceAreas?: string[]
  /** The attorney's own page in this language (lib/content/routes.ts), when the language has an attorneys page. */
  url?: string
  data: AttorneyFrontmatter
}

export interface SiteFacts {
  /** The language of the pages these facts are for. */
  language: Language
  /** The interface's words (buttons, labels, messages) in that language: content/interface.yaml. */
  words: InterfaceWords
  /** content/site.yaml. */
  site: Site
  /**
   * The note under every form and the thanks after a send, `{topic}` to fill (lead-forms.yaml).
   * Where the forms post is no fact of a page: the browser code has it from the build (LeadTarget).
   */
  lead: { notice: LeadNotice; thanks: string }
  /** Every attorney, in their `order`. */
  attorneys: AttorneyView[]
  /** The address of the page that lists every attorney (the page using `<AttorneyList />`), if any. */
  attorneysPage: string | undefined
  /** Each FAQ list's questions, in their `order`. */
  faq: Record<FaqListName, FaqItemView[]>
  glossary: {
    /** The terms of /legal-glossary, alphabetical. */
    terms: GlossaryTermView[]
    /** The terms the FAQ page's glossary tab lists, alphabetical. */
    faq: GlossaryEntryView[]
    /** content/glossary-categories.yaml, in file order. */
    categories: string[]
  }
  /** content/places.yaml. */
  places: Places
  /** content/practice-areas.yaml, in file order. */
  practiceAreas: PracticeArea[]
  /** Years since founding (site.yaml `foundingYear`), in the year of the build. */
  yearsOfExperience: number
  /** The photos of content/images/ entries use, by their name there (`attorneys/jane-doe.jpg`): what a page needs to name their copies. */
  photos: Record<string, PhotoFacts>
}
