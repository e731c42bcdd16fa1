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

/** `lineOf`: the file line of the value at a path. */
export function fieldTexts(data: unknown, lineOf: (path: FieldPath) => number, language: Language): WrittenText[] {
  const texts: WrittenText[] = []
  const stack: { value: unknown; path: FieldPath; language: Language }[] = [{ value: data, path: [], language }]
  while (stack.length) {
    const { value, path, language: at } = stack.pop()!
    if (typeof value === 'string') {
      if (value.trim() && holdsWords(path)) {
        const line = lineOf(path)
        const searchTerm = path.includes('keywords')
        texts.push({ text: value, language: at, lineAt: () => line, ...(searchTerm ? { searchTerm } : {}) })
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
