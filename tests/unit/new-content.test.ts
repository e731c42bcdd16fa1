/** `npm run new` writes starting files that pass every content check. */
import { documentTitle } from '../../lib/content/schema/documentTitle.ts'
import { describe, expect, it } from 'vitest'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { runPipeline } from '../../lib/content/pipeline.ts'
import type { EntryCache } from '../../lib/content/entryCache.ts'
import { memoryEntryCache } from '../memoryEntryCache.ts'
import { formatProblem } from '../../lib/content/model/problems.ts'
import { contentExpectations } from '../contentExpectations.ts'
import { newContentKinds, writeNewContent } from '../../scripts/newContent.ts'

/**
 * The content-derived expectations of `npm test` (tests/contentExpectations.ts) for the folder `dir`,
 * which the content checks accept, and the firm's short name there.
 */
function expectationsOf(dir: string, cache: EntryCache) {
  const content = runPipeline(dir, { cache })
  expect(content.problems.map(formatProblem)).toEqual([])
  if (!content.site) throw new Error(`${dir}/site.yaml was not read`)
  return { ...contentExpectations({ ...content, site: content.site }), shortName: content.site.shortName }
}

/**
 * One file of each collection that nothing else names (no link to the page or to its Spanish page, no
 * related term), as others may link to the rest, with the Spanish file of each.
 */
function unreferencedFiles(dir: string, cache: EntryCache): string[] {
  const content = runPipeline(dir, { cache })
  const linked = new Set(
    [...content.pages, ...content.es.pages].flatMap((p) => p.analysis.links.map((l) => l.url.split('#')[0]!)),
  )
  const spanishOf = (slug: string, list: { file: string; data: { translationOf: string } }[]) =>
    list.filter((t) => t.data.translationOf === slug).map((t) => t.file)
  // Addresses the YAML files name (navigation in site.yaml, region pages in places.yaml, ...).
  for (const yaml of readdirSync(dir).filter((n) => n.endsWith('.yaml'))) {
    for (const m of readFileSync(path.join(dir, yaml), 'utf8').matchAll(/(?:^|[\s"':])(\/[a-z0-9\-/]*)/g))
      linked.add(m[1]!.replace(/\/$/, '') || '/')
  }
  const related = new Set(content.glossary.flatMap((t) => t.data.relatedTerms))
  const original = (e: { file: string }) => !path.basename(e.file).startsWith('sample-')
  const spanishPath = (slug: string) => content.es.pages.find((t) => t.data.translationOf === slug)?.data.path
  const page = content.pages.find(
    (p) => original(p) && ![p.data.path, ...p.data.aliases, spanishPath(p.slug) ?? ''].some((url) => linked.has(url)),
  )
  const term = content.glossary.find((t) => original(t) && !related.has(t.slug) && !related.has(t.data.term))
  const chosen = {
    pages: page,
    attorneys: content.attorneys.find(original),
    faq: content.faq.find(original),
    glossary: term,
  }
  return Object.entries(chosen).flatMap(([name, e]) => {
    if (!e) throw new Error('no entry that nothing else names')
    return [e.file, ...spanishOf(e.slug, content.es[name as keyof typeof chosen])]
  })
}

/** What `npm run new -- <kind> sample-<kind>` writes, for each kind, in the folder `dir`. */
function writeEntries(dir: string): void {
  for (const kind of newContentKinds) expect(writeNewContent(kind, `sample-${kind}`, dir)).toHaveProperty('file')
}

describe('npm run new', () => {
  it('writes a valid page, attorney, FAQ entry and glossary term', () => {
    const dir = mkdtempSync(path.join('tests', '.tmp-new-'))
    try {
      cpSync('tests/fixtures/content', dir, { recursive: true })
      writeEntries(dir)
      const content = runPipeline(dir)
      expect(content.problems.map(formatProblem)).toEqual([])
      expect(content.pages.map((p) => p.data.path)).toContain('/sample-page')
      expect(content.attorneys).toHaveLength(1)
      expect(content.faq).toHaveLength(1)
      expect(content.glossary).toHaveLength(1)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it('a copy of the real content stays valid, and the content-derived expectations follow, after adding and after deleting one of each', () => {
    const dir = mkdtempSync(path.join('tests', '.tmp-new-real-'))
    try {
      cpSync('content', dir, { recursive: true })
      const cache = memoryEntryCache()
      const before = expectationsOf(dir, cache)
      writeEntries(dir)
      const added = expectationsOf(dir, cache)
      expect(added.pages.find((p) => p.url === '/sample-page')).toMatchObject({
        title: documentTitle('Sample Page', added.shortName),
        h2: [],
      })
      expect(added.glossaryTerms).toEqual([...before.glossaryTerms, 'Sample Term'].sort((a, b) => a.localeCompare(b)))
      expect(added.faqGlossaryTerms).toContain('Sample Term')
      expect(added.faqQuestions).toHaveLength(before.faqQuestions.length + 1)
      expect(added.attorneys).toEqual([...before.attorneys, 'Sample Attorney'])
      expect(added.featuredAttorneys).toEqual(before.featuredAttorneys) // a new attorney is not featured until an editor says so

      const deleted = unreferencedFiles(dir, cache)
      for (const file of deleted) rmSync(file)
      const after = expectationsOf(dir, cache)
      expect(after.pages).toHaveLength(added.pages.length - 1)
      expect(after.attorneys).toHaveLength(added.attorneys.length - 1)
      expect(after.faqQuestions.length + after.glossaryTerms.length).toBeLessThan(
        added.faqQuestions.length + added.glossaryTerms.length,
      )
      expect(deleted.filter((file) => !file.includes(`${path.sep}es${path.sep}`))).toHaveLength(4)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 180_000)
})
