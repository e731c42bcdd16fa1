/** The editor's choices taken from the content's own lists: offices, practice areas, glossary categories. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadPracticeAreas } from '../content/read/loadPracticeAreas.ts'
import { loadGlossaryCategories } from '../content/read/loadGlossaryCategories.ts'
import { componentSnippets, type ComponentSnippet } from './componentSnippets.ts'
import { yamlFormat } from './contentFormats.ts'

/** The insert menu's values taken from the content: the first office of site.yaml. */
export function snippetsFor(contentDir: string): ComponentSnippet[] {
  const site = path.join(contentDir, 'site.yaml')
  const offices = existsSync(site) ? yamlFormat.fromFile(readFileSync(site, 'utf8')).offices : undefined
  const office = Array.isArray(offices) ? (offices[0] as { id?: unknown } | undefined)?.id : undefined
  return componentSnippets({ office: typeof office === 'string' ? office : undefined })
}

export function practiceAreaOptions(contentDir: string) {
  const file = path.join(contentDir, 'practice-areas.yaml')
  return loadPracticeAreas(file, file, []).areas.map((area) => ({ label: area.name, value: area.id }))
}

export function glossaryCategoryOptions(contentDir: string) {
  const file = path.join(contentDir, 'glossary-categories.yaml')
  return loadGlossaryCategories(file, file, []).categories
}
