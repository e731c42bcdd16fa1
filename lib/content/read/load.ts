/**
 * Reads the whole content folder once: site.yaml and every MDX file, validated, with every
 * problem collected (not only the first). `lib/content/index.ts` is the only caller in the site.
 */
import path from 'node:path'
import { formatProblem, type ContentProblem } from '../errors.ts'
import { readEntry, type BodyCompiler, type BodyKind, type RawEntry } from './readEntry.ts'
import {
  siteSchema,
  pageSchema,
  attorneySchema,
  faqSchema,
  glossarySchema,
  type Site,
  type PageFrontmatter,
  type AttorneyFrontmatter,
  type FaqFrontmatter,
  type GlossaryFrontmatter,
} from '../schema/collections.ts'
import { checkSite } from '../checks/checkSite.ts'
import { checkAttorneys } from '../checks/checkAttorneys.ts'
import { checkOffices } from '../checks/checkOffices.ts'
import { applyLeadForms, type LeadFormsContent } from '../checks/applyLeadForms.ts'
import { checkPlaces } from '../checks/checkPlaces.ts'
import { readYamlFile } from './readYamlFile.ts'
import { placesSchema, type Places } from '../schema/collections.ts'
import { noPlaces } from '../places.ts'
import { loadPracticeAreas, type PracticeAreasFile } from './loadPracticeAreas.ts'
import { loadGlossaryCategories, type GlossaryCategoriesFile } from './loadGlossaryCategories.ts'
import { contentPathExists, display, listContentFolder, readContentFile } from './contentFiles.ts'

export interface LoadedContent {
  /** Absolute path of the content folder. */
  dir: string
  site: Site
  /** Where site.yaml is and its text, for messages about it. */
  siteFile: { file: string; text: string }
  pages: RawEntry<PageFrontmatter>[]
  attorneys: RawEntry<AttorneyFrontmatter>[]
  faq: RawEntry<FaqFrontmatter>[]
  glossary: RawEntry<GlossaryFrontmatter>[]
  /** The pages' resolved lead forms and the note under every form (content/lead-forms.yaml). */
  leadForms: LeadFormsContent
  /** content/places.yaml: the regions and places pages name (none when the file is absent). */
  places: Places
  /** `valid` is false when places.yaml has problems of its own (then its ids are not checked against). */
  placesFile: { file: string; text: string; valid: boolean }
  /** content/practice-areas.yaml, with its text for messages about it. */
  practiceAreas: PracticeAreasFile
  /** content/glossary-categories.yaml, with its text for messages about it. */
  glossaryCategories: GlossaryCategoriesFile
  problems: ContentProblem[]
}

export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR || 'content')
}

export interface LoadOptions {
  /** More page files to check with the folder (the content tests add one fixture at a time). */
  extraPages?: string[]
  /** Compiles each valid page and attorney body from the tree the checks parsed (the store's; see readEntry.ts). */
  compile?: BodyCompiler
}

export function loadContent(dir = contentDir(), { extraPages = [], compile }: LoadOptions = {}): LoadedContent {
  const problems: ContentProblem[] = []
  const { mdx } = listContentFolder(dir, problems)
  const siteFile = { file: display(path.join(dir, 'site.yaml')), text: '' }
  const site = loadSite(path.join(dir, 'site.yaml'), problems, siteFile)
  // An extra page is read from its own folder (a fixture's), a collection's file from the content folder.
  const read = <T>(files: string[], schema: Parameters<typeof readEntry>[2], body: BodyKind, root?: string) =>
    files
      .map((file) => {
        const text = readContentFile(file, display(file), root ?? path.dirname(file), problems)
        return text === undefined ? undefined : readEntry(display(file), text, schema, problems, { body, compile })
      })
      .filter((e): e is RawEntry<T> => e !== undefined)
  const collection = <T>(sub: string, schema: Parameters<typeof readEntry>[2], body: BodyKind) => {
    const folder = path.join(dir, sub) + path.sep
    return read<T>(
      mdx.filter((file) => file.startsWith(folder)),
      schema,
      body,
      dir,
    )
  }
  const content: LoadedContent = {
    dir,
    site: site ?? (undefined as unknown as Site),
    siteFile,
    pages: [
      ...collection<PageFrontmatter>('pages', pageSchema, 'mdx'),
      ...read<PageFrontmatter>(extraPages, pageSchema, 'mdx'),
    ],
    attorneys: collection<AttorneyFrontmatter>('attorneys', attorneySchema, 'mdx'),
    faq: collection<FaqFrontmatter>('faq', faqSchema, 'text'),
    glossary: collection<GlossaryFrontmatter>('glossary', glossarySchema, 'text'),
    leadForms: {
      notice: { text: '', privacy: { before: '', label: '', href: '', after: '' } },
      thanks: '',
      pageForms: new Map(),
    },
    ...loadPlaces(dir, problems),
    practiceAreas: loadPracticeAreas(
      path.join(dir, 'practice-areas.yaml'),
      display(path.join(dir, 'practice-areas.yaml')),
      problems,
    ),
    glossaryCategories: loadGlossaryCategories(
      path.join(dir, 'glossary-categories.yaml'),
      display(path.join(dir, 'glossary-categories.yaml')),
      problems,
    ),
    problems,
  }
  if (site) {
    checkSite(content)
    checkAttorneys(content)
    checkOffices(content)
  }
  checkPlaces(content)
  const leadForms = applyLeadForms(content, display(path.join(dir, 'lead-forms.yaml')))
  if (leadForms) content.leadForms = leadForms
  // A link where site.yaml (or another file read by name) should be is refused where the folder is
  // listed and again where the file is read: one message is enough.
  const unique = [...new Map(problems.map((p) => [formatProblem(p), p])).values()]
  problems.splice(0, problems.length, ...unique)
  return content
}

function loadPlaces(dir: string, problems: ContentProblem[]): Pick<LoadedContent, 'places' | 'placesFile'> {
  const file = path.join(dir, 'places.yaml')
  const shown = display(file)
  const exists = contentPathExists(file)
  const read = exists ? readYamlFile(file, shown, placesSchema, problems) : undefined
  return {
    places: read?.data ?? noPlaces,
    placesFile: { file: shown, text: read?.text ?? '', valid: !exists || !!read },
  }
}

function loadSite(file: string, problems: ContentProblem[], out: { text: string }): Site | undefined {
  const shown = display(file)
  if (!contentPathExists(file)) {
    problems.push({
      file: shown,
      line: 1,
      message: "site.yaml is missing: the firm's facts (name, phones, offices) live in this file.",
    })
    return undefined
  }
  const read = readYamlFile(file, shown, siteSchema, problems)
  if (!read) return undefined
  out.text = read.text
  return read.data
}
