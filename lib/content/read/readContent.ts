/**
 * The read stage for the whole folder: where the content is, which MDX files each collection
 * holds, and the YAML files (site.yaml, places.yaml, practice-areas.yaml, glossary-categories.yaml,
 * lead-forms.yaml, interface.yaml) read and held to their schemas. An MDX file is read one at a time
 * (./readEntryText, then ./readEntry.ts) by the pipeline (lib/content/pipeline.ts), which checks and compiles it before
 * reading the next, so that no more than one syntax tree is held at once.
 */
import path from 'node:path'
import type { ContentProblem } from '../model/problems.ts'
import type { ReadContent } from '../model/content.ts'
import { placesSchema, siteSchema, type Site } from '../schema/collections.ts'
import { collectionNames, collections, type CollectionName } from '../schema/collectionRegistry.ts'
import { noPlaces } from '../schema/places.ts'
import { readYamlFile } from './readYamlFile.ts'
import { loadPracticeAreas } from './loadPracticeAreas.ts'
import { loadGlossaryCategories } from './loadGlossaryCategories.ts'
import { loadLeadFormsFile } from './leadFormsFile.ts'
import { loadInterfaceWords } from './loadInterfaceWords.ts'
import { contentPathExists, display, listContentFolder, readContentFile } from './contentFiles.ts'

export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR || 'content')
}

/** The MDX files of each collection (schema/collectionRegistry.ts), by its name. */
export type CollectionFiles = Record<CollectionName, string[]>

/**
 * The MDX files of each collection's folder, and of its Spanish folder under es/, in name order;
 * `others`: the folder's files that are neither MDX nor YAML.
 */
export function listCollections(
  dir: string,
  problems: ContentProblem[],
): { en: CollectionFiles; es: CollectionFiles; others: string[] } {
  const { mdx, others } = listContentFolder(dir, problems)
  const inFolder = (sub: string) => mdx.filter((file) => file.startsWith(path.join(dir, sub) + path.sep))
  const filesUnder = (prefix: string) =>
    Object.fromEntries(
      collectionNames.map((name) => [name, inFolder(`${prefix}${collections[name].folder}`)]),
    ) as CollectionFiles
  return { en: filesUnder(''), es: filesUnder('es/'), others }
}

/**
 * One content file's text, with the name messages give it; `root` is the folder it must stay
 * inside (the content folder, or a test fixture's own). Undefined when it cannot be read (`problems` says why).
 */
export function readEntryText(
  file: string,
  root: string,
  problems: ContentProblem[],
): { shown: string; text: string } | undefined {
  const shown = display(file)
  const text = readContentFile(file, shown, root, problems)
  return text === undefined ? undefined : { shown, text }
}

/** content/site.yaml, with its text for messages about it. */
export function readSite(
  dir: string,
  problems: ContentProblem[],
): { site: Site | undefined; siteFile: ReadContent['siteFile'] } {
  const absolute = path.join(dir, 'site.yaml')
  const siteFile = { file: display(absolute), text: '' }
  if (!contentPathExists(absolute)) {
    problems.push({
      file: siteFile.file,
      line: 1,
      message: "site.yaml is missing: the firm's facts (name, phones, offices) live in this file.",
    })
    return { site: undefined, siteFile }
  }
  const read = readYamlFile(absolute, siteFile.file, siteSchema, problems)
  siteFile.text = read?.text ?? ''
  return { site: read?.data, siteFile }
}

/** The lists beside the entries: places, practice areas, glossary categories, lead forms, interface words. */
export function readLists(
  dir: string,
  problems: ContentProblem[],
): Pick<
  ReadContent,
  'places' | 'placesFile' | 'practiceAreas' | 'glossaryCategories' | 'leadFormsFile' | 'interfaceFile'
> {
  const at = (name: string) => [path.join(dir, name), display(path.join(dir, name))] as const
  const [placesPath, placesShown] = at('places.yaml')
  const placesExist = contentPathExists(placesPath)
  const places = placesExist ? readYamlFile(placesPath, placesShown, placesSchema, problems) : undefined
  return {
    places: places?.data ?? noPlaces,
    placesFile: { file: placesShown, text: places?.text ?? '', valid: !placesExist || !!places },
    practiceAreas: loadPracticeAreas(...at('practice-areas.yaml'), problems),
    glossaryCategories: loadGlossaryCategories(...at('glossary-categories.yaml'), problems),
    leadFormsFile: loadLeadFormsFile(dir, problems),
    interfaceFile: loadInterfaceWords(dir, problems),
  }
}
