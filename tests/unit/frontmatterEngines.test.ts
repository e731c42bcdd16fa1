/** gray-matter gets YAML and nothing else: every other language it knows is refused, not run (lib/content/read/frontmatterEngines.ts). */
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import {
  FrontmatterLanguageError,
  frontmatterEngines,
  frontmatterLanguage,
} from '../../lib/content/read/frontmatterEngines.ts'

const read = (source: string) => matter(source, { language: 'yaml', engines: frontmatterEngines })

describe('frontmatter engines', () => {
  it('read YAML as plain data', () => {
    expect(read('---\ntitle: Hello\nkeywords: [a, b]\n---\nBody').data).toEqual({
      title: 'Hello',
      keywords: ['a', 'b'],
    })
  })
  it('refuse YAML tags, anchors and aliases (parseContentYaml.ts)', () => {
    expect(() => read('---\ntitle: !!js/function "function () { return 1 }"\n---\n')).toThrow(/is a YAML tag/)
    expect(() => read('---\na: &x [1]\nb: *x\n---\n')).toThrow(/Anchors and aliases/)
  })
  for (const language of ['js', 'javascript', 'json', 'coffee', 'cson', 'toml']) {
    it(`refuse ---${language} without running it`, () => {
      let ran = false
      ;(globalThis as { frontmatterRan?: () => void }).frontmatterRan = () => {
        ran = true
      }
      expect(() => read(`---${language}\n{ title: globalThis.frontmatterRan() }\n---\n`)).toThrow(
        FrontmatterLanguageError,
      )
      expect(ran).toBe(false)
    })
  }
  it('tell the language the first line names', () => {
    expect(frontmatterLanguage('---js\n{}\n---')).toBe('js')
    expect(frontmatterLanguage('--- \ntitle: x\n---')).toBe('')
  })
})
