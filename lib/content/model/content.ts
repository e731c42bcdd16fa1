/** The content as the stages hand it on: read (site.yaml, the lists, the entries), then checked and resolved. */
import type { ContentProblem } from './problems.ts'
import type { ContentEntry, EntryOrigin } from './entries.ts'
import type { Places, PracticeArea, Site } from '../schema/collections.ts'
import type { CollectionName } from '../schema/collectionRegistry.ts'
import type { EntryData, TranslationData } from '../schema/collectionSchemas.ts'
import type { LeadFormConfig, LeadNotice } from '../schema/leadTypes.ts'
import type { LeadFormsData } from '../schema/leadFormsFile.ts'
import type { PhotoRead, PhotoRef } from './photoFacts.ts'
import type { InterfaceFile } from '../schema/interfaceWords.ts'

/** A YAML file of the content: where it is (as messages name it), its text, and its data when it passed its schema. */
export interface YamlFile<T> {
  file: string
  text: string
  data: T
}

export interface PracticeAreasFile {
  file: string
  text: string
  areas: PracticeArea[]
}

export interface GlossaryCategoriesFile {
  file: string
  text: string
  /** As written (a category listed twice is there twice: the checks report it). */
  listed: string[]
  /** Each category once, in file order. */
  categories: string[]
  /** Each category's Spanish label (its `es: { name }`), by its English name. */
  spanish: Map<string, string>
}

/** The entries of each collection of schema/collectionRegistry.ts. */
export type ContentEntries = { [K in CollectionName]: ContentEntry<EntryData<K>>[] }

/** The Spanish files of content/es/, by collection: each translates one English entry. */
export type Translations = { [K in CollectionName]: ContentEntry<TranslationData<K>>[] }

/** What the checks across entries look at: every file read, every entry that passed its schema. */
export interface ReadContent extends ContentEntries {
  /** The Spanish translations (content/es/); empty collections when the folder has none. */
  es: Translations
  /** Absolute path of the content folder. */
  dir: string
  /** content/site.yaml; undefined when it is missing or invalid (its problems say why). */
  site: Site | undefined
  /** Where site.yaml is and its text, for messages about it. */
  siteFile: { file: string; text: string }
  /** content/places.yaml: the regions and places pages name (none when the file is absent). */
  places: Places
  /** `valid` is false when places.yaml has problems of its own (then its ids are not checked against). */
  placesFile: { file: string; text: string; valid: boolean }
  /** content/practice-areas.yaml. */
  practiceAreas: PracticeAreasFile
  /** content/glossary-categories.yaml. */
  glossaryCategories: GlossaryCategoriesFile
  /** content/lead-forms.yaml when it exists and passed its schema; `file` is where it is (or would be). */
  leadFormsFile: { file: string; read: YamlFile<LeadFormsData> | undefined; exists: boolean }
  /** Every place an entry uses a photo of content/images/, with its line. */
  photoRefs: PhotoRef[]
  /** Each photo named by an entry, read once, by its name inside content/images/. */
  photos: Record<string, PhotoRead>
  /** content/interface.yaml: the interface's words in English and Spanish; undefined when missing or invalid. */
  interfaceFile: { file: string; text: string; words: InterfaceFile | undefined }
  /** Every problem found so far, in the order found. */
  problems: ContentProblem[]
}

export interface LeadFormsContent {
  notice: LeadNotice
  /** The thanks after a send, `{topic}` to be replaced by the form's topic. */
  thanks: string
  /** Resolved forms by page file, then by form name. */
  pageForms: Map<string, Record<string, LeadFormConfig>>
}

/** The content the site is built from: read, checked (`problems` empty), bodies compiled, forms resolved. */
export interface Content extends Omit<ReadContent, 'site'> {
  site: Site
  leadForms: LeadFormsContent
}

/** The read content with its site.yaml: what the rules that read the firm's facts are given. */
export type SiteContent = ReadContent & { site: Site }

/** What the pipeline gives (lib/content/pipeline.ts): the content with every problem found; none means the site can be built. */
export type PipelineResult = Omit<Content, 'site'> & {
  site: Site | undefined
  /** What is worth fixing but builds: originals in content/images/ that nothing uses. */
  warnings: ContentProblem[]
  /** Every MDX file listed, by its name as messages give it (read or not): the collection and language it was read as. */
  origins: ReadonlyMap<string, EntryOrigin>
}
