/** Reads content/interface.yaml (its schema: schema/interfaceWords.ts), the words of buttons, labels and messages in both languages. */
import path from 'node:path'
import type { ContentProblem } from '../model/problems.ts'
import type { ReadContent } from '../model/content.ts'
import { readYamlFile } from './readYamlFile.ts'
import { contentPathExists, display } from './contentFiles.ts'
import { interfaceFileSchema } from '../schema/interfaceWords.ts'

/** Every page shows these words, so a folder without the file cannot be built. */
export function loadInterfaceWords(dir: string, problems: ContentProblem[]): ReadContent['interfaceFile'] {
  const absolute = path.join(dir, 'interface.yaml')
  const file = display(absolute)
  if (!contentPathExists(absolute)) {
    problems.push({
      file,
      line: 1,
      message:
        "interface.yaml is missing: the site's buttons, labels and messages, in English and Spanish, live in this file. Restore it from the repository's history.",
    })
    return { file, text: '', words: undefined }
  }
  const read = readYamlFile(absolute, file, interfaceFileSchema, problems)
  return { file, text: read?.text ?? '', words: read?.data }
}
