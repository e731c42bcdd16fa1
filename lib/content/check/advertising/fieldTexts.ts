/**
 * The words of a YAML file or an MDX file's frontmatter, for the advertising rules: every string a
 * reader reads (./proseKeys.ts says which hold no words), each a text of its own at its line, in its
 * language. A value under an `es:` key (site.yaml's `es:` block, an area's or region's `es:`,
 * interface.yaml's `es`) is Spanish, one under `en:` English, any other the file's language
 * (Spanish for a file of content/es/). A page's `keywords` are search terms (advertisingRules.ts).
 */
import type { Language } from './finding.ts'
import type { WrittenText } from './advertisingRules.ts'
import { holdsWords } from './proseKeys.ts'

export type FieldPath = (string | number)[]

/** A field's words, and where the field is: its keys and list positions from the file's top. */
export type FieldText = WrittenText & { path: FieldPath }

/** `lineOf`: the file line of the value at a path; `at`: where `data` is in its file (a field of the editor's form). */
export function fieldTexts(
  data: unknown,
  lineOf: (path: FieldPath) => number,
  language: Language,
  at: FieldPath = [],
): FieldText[] {
  const texts: FieldText[] = []
  const start = at.includes('es') ? 'es' : language
  const stack: { value: unknown; path: FieldPath; language: Language }[] = [{ value: data, path: at, language: start }]
  while (stack.length) {
    const { value, path, language: at } = stack.pop()!
    if (typeof value === 'string') {
      if (value.trim() && holdsWords(path)) {
        const line = lineOf(path)
        const searchTerm = path.includes('keywords')
        texts.push({ path, text: value, language: at, lineAt: () => line, ...(searchTerm ? { searchTerm } : {}) })
      }
      continue
    }
    if (!value || typeof value !== 'object') continue
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, i) => [i, item])
      : Object.entries(value)
    for (const [key, child] of entries.reverse())
      stack.push({ value: child, path: [...path, key], language: key === 'es' ? 'es' : key === 'en' ? 'en' : at })
  }
  return texts
}
