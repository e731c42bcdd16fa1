/**
 * Entries of the real content/ for the editor's tests to edit, chosen by what the test needs
 * (an attorney with an extension, a page with keywords, ...), never by name: a correct content
 * change (an entry renamed, reworded or deleted) keeps the tests green.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const text = (file: string) => readFileSync(path.join('content', file), 'utf8')
const filesOf = (folder: string) =>
  readdirSync(path.join('content', folder))
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => `${folder}/${f}`)
const find = (folder: string, test: (source: string) => boolean, what: string) => {
  const file = filesOf(folder).find((f) => test(text(f)))
  if (!file) throw new Error(`No entry in content/${folder} has ${what}: the editor's tests need one.`)
  return file
}

export const firstFile = (folder: string) => filesOf(folder)[0]!

/** The first line of an MDX file's body that is plain prose. */
export const firstProseLine = (source: string) =>
  source
    .split('\n---\n')[1]!
    .split('\n')
    .find((line) => /^[A-Za-z]/.test(line))!

/** The file's line (1-based) where its body's text starts: after the closing `---` and the blank lines. */
export const firstBodyLine = (source: string) => {
  const lines = source.split('\n')
  let line = lines.indexOf('---', 1) + 1
  while (lines[line]?.trim() === '') line++
  return line + 1
}

const EXTENSION = /^extension: "(\d+)"$/m
export function attorneyWithExtension() {
  const file = find('attorneys', (s) => EXTENSION.test(s), 'an extension')
  const taken = new Set(filesOf('attorneys').map((f) => EXTENSION.exec(text(f))?.[1]))
  const unused = ['299', '298', '297', '296', '295'].find((e) => !taken.has(e))!
  return { file, extension: EXTENSION.exec(text(file))![1]!, unused }
}

export const pageWithKeywords = () =>
  find('pages', (s) => /^description: "/m.test(s) && /^keywords:\n {2}- /m.test(s), 'a quoted description and keywords')

export const faqWithOrder = () => {
  const file = find('faq', (s) => /^order: \d+$/m.test(s), 'an order')
  return { file, order: Number(/^order: (\d+)$/m.exec(text(file))![1]) }
}

/** A glossary term of /legal-glossary with a block list of related terms, and a term of that page it does not name yet. */
export function glossaryTermToRelate() {
  const onGlossary = filesOf('glossary').filter((f) => /^ {2}- legal-glossary$/m.test(text(f)))
  const file = onGlossary.find((f) => /^relatedTerms:\n {2}- /m.test(text(f)))
  if (!file) throw new Error("No term of /legal-glossary has related terms: the editor's tests need one.")
  const slug = (f: string) => path.basename(f, '.mdx')
  const related = text(file)
  const add = onGlossary.map(slug).find((s) => s !== slug(file) && !new RegExp(`^ {2}- ${s}$`, 'm').test(related))!
  return { file, add }
}
