/** What reading an MDX body finds in it (read/mdxFacts.ts): the facts the checks across entries and the pages use. */
import type { PhotoUse } from '../schema/photoUses.ts'

export interface MdxLink {
  url: string
  line: number
}

export interface MdxHeading {
  depth: number
  text: string
  line: number
}

/** A component naming one of the page's `forms:`; `form` is undefined when not written as plain text. */
export interface MdxFormRef {
  component: string
  kind: 'dialog' | 'inline'
  form: string | undefined
  caseType?: string
  line: number
}

/** What an attribute's place ids must be: a region with communities, or any region or place. */
export type PlaceRefKind = 'region' | 'place'

export interface MdxPlaceRef {
  id: string
  kind: PlaceRefKind
  component: string
  attribute: string
  line: number
}

/** A photo of content/images/ a component shows (`<Photo src>`, `<Hero photo>`), written as plain text. */
export interface MdxPhotoRef {
  src: string
  use: PhotoUse
  component: string
  line: number
}

/**
 * Entries a component of the body lists (the registry's `shows`): a collection's entries, all of them
 * or those on one `list` (a FAQ or glossary list by its name, the attorneys marked `featured`).
 */
export interface MdxShownList {
  collection: 'attorneys' | 'faq' | 'glossary'
  list?: string
}

export interface MdxFacts {
  links: MdxLink[]
  /** Markdown headings at the top level of the body (not inside components). */
  headings: MdxHeading[]
  formRefs: MdxFormRef[]
  anchors: Set<string>
  components: Set<string>
  usesAttorneyAnchors: boolean
  /** Place ids components name (content/places.yaml), checked by check/checkPlaces.ts. */
  placeRefs: MdxPlaceRef[]
  /** Office ids components name (content/site.yaml `offices`), checked by check/checkOffices.ts. */
  officeRefs: { component: string; office: string; line: number }[]
  /** Shows /legal-glossary's terms, one anchor per term slug. */
  usesGlossaryAnchors: boolean
  /** Photos components show, checked by check/checkPhotos.ts. */
  photoRefs: MdxPhotoRef[]
  /** The lists of entries its components show (the dev server shows an entry's problem on these pages). */
  shows: MdxShownList[]
}

export const noFacts = (): MdxFacts => ({
  links: [],
  headings: [],
  formRefs: [],
  anchors: new Set(),
  components: new Set(),
  usesAttorneyAnchors: false,
  usesGlossaryAnchors: false,
  placeRefs: [],
  officeRefs: [],
  photoRefs: [],
  shows: [],
})
