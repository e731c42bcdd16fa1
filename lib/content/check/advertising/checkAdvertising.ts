/**
 * The advertising rules (./advertisingRules.ts) on every text of the content that reaches a page, at
 * its `file:line`: an MDX body as it renders (./bodyTexts.ts), an MDX file's frontmatter, and the
 * words of every YAML file (./fieldTexts.ts), in the language each text is written in.
 */
import type { Root } from 'mdast'
import type { ReadContent } from '../../model/content.ts'
import type { ContentProblem } from '../../model/problems.ts'
import { parseContentYaml } from '../../read/parseContentYaml.ts'
import { findYamlLine } from '../../read/yamlLines.ts'
import { checkWrittenTexts, judgeWrittenText } from './advertisingRules.ts'
import { bodyTexts } from './bodyTexts.ts'
import { fieldTexts, type FieldPath } from './fieldTexts.ts'
import type { Language } from './finding.ts'

export function checkBodyAdvertising(
  tree: Root,
  file: string,
  lineOffset: number,
  language: Language,
): ContentProblem[] {
  return checkWrittenTexts(bodyTexts(tree, lineOffset, language), file)
}

/** `firstLine`: the file line of the YAML's first line (2 for a frontmatter, after its `---`). */
export function checkFieldsAdvertising(
  fields: unknown,
  yaml: string,
  file: string,
  firstLine: number,
  language: Language,
): ContentProblem[] {
  const lineOf = (path: (string | number)[]) => findYamlLine(yaml, path) + firstLine - 1
  return checkWrittenTexts(fieldTexts(fields, lineOf, language), file)
}

/**
 * Every YAML file of the content: site.yaml, places.yaml, practice-areas.yaml,
 * glossary-categories.yaml, lead-forms.yaml and interface.yaml, including their `es:` words. Each is
 * read from its text, so its words are judged even when another of its fields breaks its schema.
 */
export function checkYamlAdvertising(content: ReadContent): ContentProblem[] {
  const files = [
    content.siteFile,
    content.placesFile,
    content.practiceAreas,
    content.glossaryCategories,
    content.leadFormsFile.read,
    content.interfaceFile,
  ]
  return files.flatMap((yaml) => {
    if (!yaml?.text) return []
    let data: unknown
    try {
      data = parseContentYaml(yaml.text)
    } catch {
      return [] // reading it reported why it cannot be read
    }
    return checkFieldsAdvertising(data, yaml.text, yaml.file, 1, 'en')
  })
}

/**
 * The advertising rules on one value of the editor's form (a field, a list, or a whole entry's
 * fields, `at` their place in the file), in `npm run check`'s words, each with the field it is in.
 */
export function valueAdvertisingProblems(
  value: unknown,
  at: FieldPath,
  language: Language,
): { path: FieldPath; message: string }[] {
  return fieldTexts(value, () => 0, language, at).flatMap(({ path, text, language: written, searchTerm }) =>
    judgeWrittenText(text, written, searchTerm).map(({ message }) => ({ path, message })),
  )
}
