/**
 * Reads the whole content folder once: site.yaml and every MDX file, validated, with every
 * problem collected (not only the first). `content/index.ts` is the only caller in the site.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import path from 'node:path'
import { load as parseYaml } from 'js-yaml'
import type { ContentProblem } from './errors'
import { findYamlLine } from './yamlLines'
import { describeIssue } from './describeIssue'
import { readEntry, type RawEntry } from './readEntry'
import { siteSchema, pageSchema, attorneySchema, faqSchema, glossarySchema, type Site, type PageFrontmatter, type AttorneyFrontmatter, type FaqFrontmatter, type GlossaryFrontmatter } from './schema'
import { checkSite } from './checkSite'
import { loadPracticeAreas, type PracticeAreasFile } from './loadPracticeAreas'

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
  /** content/practice-areas.yaml, with its text for messages about it. */
  practiceAreas: PracticeAreasFile
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

export function loadContent(dir = contentDir()): LoadedContent {
  const problems: ContentProblem[] = []
  const siteFile = { file: display(path.join(dir, 'site.yaml')), text: '' }
  const site = loadSite(path.join(dir, 'site.yaml'), problems, siteFile)
  const collection = <T,>(sub: string, schema: Parameters<typeof readEntry>[2]) =>
    listMdx(path.join(dir, sub))
      .map((file) => readEntry(display(file), readFileSync(file, 'utf8'), schema, problems))
      .filter((e): e is RawEntry<T> => e !== undefined)
  const content: LoadedContent = {
    dir,
    site: site ?? (undefined as unknown as Site),
    siteFile,
    pages: collection<PageFrontmatter>('pages', pageSchema),
    attorneys: collection<AttorneyFrontmatter>('attorneys', attorneySchema),
    faq: collection<FaqFrontmatter>('faq', faqSchema),
    glossary: collection<GlossaryFrontmatter>('glossary', glossarySchema),
    practiceAreas: loadPracticeAreas(path.join(dir, 'practice-areas.yaml'), display(path.join(dir, 'practice-areas.yaml')), problems),
    problems,
  }
  if (site) checkSite(content)
  return content
}

function loadSite(file: string, problems: ContentProblem[], out: { text: string }): Site | undefined {
  const shown = display(file)
  if (!existsSync(file)) {
    problems.push({ file: shown, line: 1, message: 'site.yaml is missing: the firm\'s facts (name, phones, offices) live in this file.' })
    return undefined
  }
  const text = readFileSync(file, 'utf8')
  out.text = text
  let data: unknown
  try {
    data = parseYaml(text)
  } catch (error) {
    const e = error as { mark?: { line?: number }; reason?: string; message: string }
    problems.push({ file: shown, line: (e.mark?.line ?? 0) + 1, message: `this is not valid YAML (${e.reason ?? e.message}). Check the line for a missing \`:\` or wrong indentation.` })
    return undefined
  }
  const checked = siteSchema.safeParse(data)
  if (!checked.success) {
    for (const issue of checked.error.issues) problems.push({ file: shown, line: findYamlLine(text, issue.path), message: describeIssue(issue, siteSchema) })
    return undefined
  }
  return checked.data
}
