/**
 * Reads the whole content folder once: site.yaml and every MDX file, validated, with every
 * problem collected (not only the first). `lib/content/index.ts` is the only caller in the site.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import path from 'node:path'
import type { ContentProblem } from '../errors.ts'
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

/** Paths in messages are relative to the working directory, as editors see them. */
function display(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/')
}

function listMdx(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => path.join(dir, name))
}

export interface LoadOptions {
  /** More page files to check with the folder (the content tests add one fixture at a time). */
  extraPages?: string[]
  /** Compiles each valid page and attorney body from the tree the checks parsed (the store's; see readEntry.ts). */
  compile?: BodyCompiler
}

export function loadContent(dir = contentDir(), { extraPages = [], compile }: LoadOptions = {}): LoadedContent {
  const problems: ContentProblem[] = []
  const siteFile = { file: display(path.join(dir, 'site.yaml')), text: '' }
  const site = loadSite(path.join(dir, 'site.yaml'), problems, siteFile)
  const read = <T>(files: string[], schema: Parameters<typeof readEntry>[2], body: BodyKind) =>
    files
      .map((file) => readEntry(display(file), readFileSync(file, 'utf8'), schema, problems, { body, compile }))
      .filter((e): e is RawEntry<T> => e !== undefined)
  const collection = <T>(sub: string, schema: Parameters<typeof readEntry>[2], body: BodyKind) =>
    read<T>(listMdx(path.join(dir, sub)), schema, body)
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
  return content
}

function loadPlaces(dir: string, problems: ContentProblem[]): Pick<LoadedContent, 'places' | 'placesFile'> {
  const file = path.join(dir, 'places.yaml')
  const shown = display(file)
  const exists = existsSync(file)
  const read = exists ? readYamlFile(file, shown, placesSchema, problems) : undefined
  return {
    places: read?.data ?? noPlaces,
    placesFile: { file: shown, text: read?.text ?? '', valid: !exists || !!read },
  }
}

function loadSite(file: string, problems: ContentProblem[], out: { text: string }): Site | undefined {
  const shown = display(file)
  if (!existsSync(file)) {
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
