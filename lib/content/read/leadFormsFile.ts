/** Reads content/lead-forms.yaml (its schema: schema/leadFormsFile.ts). Problems are reported as `file:line`. */
import path from 'node:path'
import type { ContentProblem } from '../model/problems.ts'
import type { ReadContent } from '../model/content.ts'
import { readYamlFile } from './readYamlFile.ts'
import { contentPathExists, display } from './contentFiles.ts'
import { leadFormsFileSchema } from '../schema/leadFormsFile.ts'

/** The file when it exists (a folder without forms, a test fixture or a benchmark, needs none: the checks say when one is needed). */
export function loadLeadFormsFile(dir: string, problems: ContentProblem[]): ReadContent['leadFormsFile'] {
  const absolute = path.join(dir, 'lead-forms.yaml')
  const file = display(absolute)
  const exists = contentPathExists(absolute)
  return { file, exists, read: exists ? readYamlFile(absolute, file, leadFormsFileSchema, problems) : undefined }
}
