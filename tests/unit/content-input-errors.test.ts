/**
 * What a content file is made of, before its fields are judged: encoding, size, YAML without
 * anchors, tags or repeated fields, zod's sizes and formats in plain words, links that stay on the
 * site (fixtures: tests/fixtures/bad-input/, one case a file, the exact `file:line: message`).
 * Links, special files, names and sizes are made in a temporary copy of the fixture folder
 * (never committed); content-folder.test.ts has those.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatProblem } from '../../lib/content/model/problems.ts'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { contentLimits } from '../../lib/content/read/contentLimits.ts'

const base = 'tests/fixtures/content'
const fixtures = 'tests/fixtures/bad-input'
const ANCHORS =
  'Anchors and aliases (`&name`, `*name`) and merges (`<<:`) are not allowed in content: write the value out in full at each place it is needed.'
const TAGS =
  'Tags (a word after `!`, such as `!!str` or `!!js/function`) are not allowed in content: write the value itself (text, a number, true or false). If the value starts with `!`, put it in "quotes".'
const SAVE_AS_UTF8 =
  'Save the file as "UTF-8" text (in Notepad: File > Save as > Encoding: UTF-8; in VS Code: the encoding in the status bar > Save with Encoding > UTF-8).'
const NOT_UTF8 = `this line has characters that are not UTF-8 text (the file was saved in another encoding, such as Latin-1 or Windows-1252, so a letter like "é" or a curly quote would show as "�"). ${SAVE_AS_UTF8}`
const CLIMBS = "climbs up with `..`: write the page's full address from the start of the site, e.g. `/contact`."

/** Pages added to the fixture folder: their problems, line and message after the file's name. */
const pageCases: Record<string, string[]> = {
  // Encoding and characters: refused with the line, before anything else is read.
  'latin-1': [`7: ${NOT_UTF8}`],
  'windows-1252': [`7: ${NOT_UTF8}`],
  'utf-16': [`1: the file is saved as UTF-16 ("Unicode"), which the site cannot read. ${SAVE_AS_UTF8}`],
  'nul-byte': [
    `7: this line holds a NUL character (U+0000), which text never contains: the file was probably saved by a program that does not write plain text, or pasted from one. Delete the character (retype the line if you cannot see it). ${SAVE_AS_UTF8}`,
  ],
  'control-character': [
    `7: this line holds an invisible control character (U+001B), which text never contains: the file was probably saved by a program that does not write plain text, or pasted from one. Delete the character (retype the line if you cannot see it). ${SAVE_AS_UTF8}`,
  ],
  'long-line': [
    '7: this line has 6,000 characters, more than the 5,000 a line may have. Split the paragraph into shorter ones, with a blank line between them.',
  ],
  // Nesting and paragraph length bound the Markdown parser's work.
  'markdown-deep-quote': [
    '7: this line starts 20 levels deep (quote marks `>`, list marks `-` and indentation), more than the 16 a line may have. Remove the extra `>`, `-` or spaces at the start of the line.',
  ],
  'mdx-deep-components': [
    '135: the blocks here sit more than 64 deep inside each other (components in components, lists or quotes in lists), far deeper than any page needs. Close the components you opened (`</Section>`), or remove the extra `>`, `-` or spaces at the start of the lines.',
  ],
  // YAML: refused from the parser's events, before any value is built.
  'yaml-alias': [`3: \`&summary\` marks a value to repeat elsewhere. ${ANCHORS}`],
  'yaml-merge': [`7: \`<<:\` merges fields from elsewhere. ${ANCHORS}`],
  'yaml-tag-js-function': [`2: \`!!js/function\` is a YAML tag. ${TAGS}`],
  'yaml-tag-custom': [`3: \`!important\` is a YAML tag. ${TAGS}`],
  'yaml-duplicate-key': [
    '5: the field `title` is written twice, on line 2 and on line 5. Keep one of the two (with the right value) and delete the other.',
  ],
  'yaml-duplicate-nested-key': [
    '9: the field `topic` in `forms.main` is written twice, on line 7 and on line 9. Keep one of the two (with the right value) and delete the other.',
  ],
  'yaml-deep-nesting': [
    '5: the fields here are nested more than 16 levels deep (a list in a group in a list...), far deeper than any content needs. Check the indentation of the lines above: each level is indented two more spaces than the field it belongs to.',
  ],
  // zod's own texts ("Too big: expected string to have <=80 characters") in the house's words.
  'zod-text-too-long': ['7: `forms.main.title` is too long: it may have at most 80 characters (it has 87).'],
  'zod-number-too-big': ['7: `forms.main.descriptionRows` must be at most 10, not 12.'],
  'zod-whole-number': ['7: `forms.main.descriptionRows` must be a whole number, not number 2.5.'],
  'zod-list-item-too-short': ['7: `keywords.1` is too short: it needs at least 2 characters (it has 1).'],
  'zod-form-name': [
    '6: the name `Main Form` in `forms` is not allowed: write it as lower-case words joined by `-`, like `main` or `car-accident`.',
  ],
  // A line break or control character written as an escape in a quoted YAML key or value is printed
  // escaped: it cannot start a line of the log (where a CI runner would read `::error` as a command).
  'control-key': [
    '6: `keywords` must be a list (lines starting with `- `), not the text "\\u{2028}::stop-commands::token\\u{d}\\u{1b}[2J".',
    '5: unknown field `note\\n::error file=package.json,line=1::forged`; allowed fields: title, description, keywords, path, aliases, canonical, forms, sitemap, image. Correct its spelling or remove it.',
  ],
  // Addresses that climb out of the site's folder are refused before anything is looked up.
  'link-climbs': [`7: the address \`/../../etc/passwd\` ${CLIMBS}`],
  'link-climbs-encoded': [`7: the address \`/guides/%2e%2e/%2E%2E/secret.txt\` ${CLIMBS}`],
}

/** Files that replace the fixture folder's site.yaml. */
const siteCases: Record<string, string[]> = {
  'site-aliases': [`2: \`&one\` marks a value to repeat elsewhere. ${ANCHORS}`],
  'site-duplicate-key': [
    '4: the field `name` is written twice, on line 2 and on line 4. Keep one of the two (with the right value) and delete the other.',
  ],
  // Where leads go is the build's environment, never content: a leftover field is refused, not read.
  'site-lead-form': [
    "71: `leadForm` is no longer read: where the forms send leads is decided by the host's settings when the site is built, never by a content file. Delete this line (and the lines indented under it); the account and form ids are set by whoever deploys the site, in HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID.",
  ],
  'site-second-document': [
    '2: a line `---` starts a second set of fields, and a file has one. Delete the line (in a page, only the first two `---` lines frame the fields).',
  ],
}

const copies: string[] = []
/** A temporary copy of the fixture folder, removed after the tests. */
function copyOfBase(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-input-'))
  copies.push(dir)
  cpSync(base, dir, { recursive: true })
  return dir
}
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})
const shown = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/')

describe('content files that are not plain, bounded YAML and text', () => {
  for (const [name, expected] of Object.entries(pageCases)) {
    it(`${name} is reported with its file, line and fix`, () => {
      const file = `${fixtures}/${name}.mdx`
      const { problems } = runPipeline(base, { extraPages: [file] })
      expect(problems.map(formatProblem)).toEqual(expected.map((m) => `${file}:${m}`))
    })
  }
  for (const [name, expected] of Object.entries(siteCases)) {
    it(`${name} as site.yaml is reported with its line and fix`, () => {
      const dir = copyOfBase()
      cpSync(`${fixtures}/${name}.yaml`, path.join(dir, 'site.yaml'))
      const { problems } = runPipeline(dir)
      expect(problems.map(formatProblem)).toEqual(expected.map((m) => `${shown(path.join(dir, 'site.yaml'))}:${m}`))
    })
  }

  it('refuses a paragraph over 20,000 characters, at its first line, before the parser works on it', () => {
    const dir = copyOfBase()
    const file = path.join(dir, 'pages', 'long-paragraph.mdx')
    const line = 'We answer every call, day and night, and we come to you at home or in the hospital.\n'
    writeFileSync(
      file,
      `---\ntitle: A page with one long paragraph\ndescription: A paragraph of hundreds of lines with no blank line between them, refused.\npath: /long-paragraph\n---\n\nIntro.\n\n${line.repeat(300)}`,
    )
    expect(runPipeline(dir).problems.map(formatProblem)).toEqual([
      `${shown(file)}:9: the paragraph that starts on this line runs on for more than 20,000 characters without a blank line. Split it into shorter paragraphs, with a blank line between them.`,
    ])
  })

  it('accepts a byte-order mark (Notepad) and CRLF line ends silently', () => {
    const file = 'tests/fixtures/good-content/byte-order-mark.mdx'
    expect(runPipeline(base, { extraPages: [file] }).problems).toEqual([])
    const dir = copyOfBase()
    const crlf = path.join(dir, 'pages', 'byte-order-mark.mdx')
    writeFileSync(crlf, readFileSync(file, 'utf8').replace(/\n/g, '\r\n'))
    const { problems, pages } = runPipeline(dir)
    expect(problems).toEqual([])
    expect(pages.find((p) => p.slug === 'byte-order-mark')?.data.title).toBe(
      'A page saved by Notepad with a byte-order mark',
    )
  })
})

it('docs/CONTENT.md states the limits the check applies', () => {
  const guide = readFileSync('docs/CONTENT.md', 'utf8')
  const limits = guide.slice(guide.indexOf('## Limits'), guide.indexOf('## This error means'))
  const n = (value: number) => value.toLocaleString('en-US')
  expect(limits).toContain(`| ${contentLimits.fileBytes / 1024} KB |`)
  expect(limits).toContain(`| ${n(contentLimits.lineChars)} characters`)
  expect(limits).toContain(`| ${n(contentLimits.paragraphChars)} characters |`)
  expect(limits).toContain(`(two spaces count as one level) | ${contentLimits.markdownLevels} levels |`)
  expect(limits).toContain(`(components, lists, quotes) | ${contentLimits.mdxDepth} levels |`)
  expect(limits).toContain(`(lists and groups) | ${contentLimits.yamlDepth} levels |`)
})
