/**
 * A glossary term's "Related terms" in the editor (lib/editor/siteCheck.ts, relatedTermsField.ts):
 * only the terms of /legal-glossary are offered, and a name the content check refuses is refused
 * at the field in the check's own words (the pipeline's problems over the same fixture).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runPipeline } from '../../../lib/content/pipeline.ts'
import { buildSiteIndex } from '../../../lib/editor/buildSiteIndex.ts'
import { setSiteIndex } from '../../../lib/editor/loadedSiteIndex.ts'
import { offeredTerms, relatedTermsProblems } from '../../../lib/editor/relatedTermsField.ts'
import { relatedTermChoices, relatedTermProblem } from '../../../lib/editor/siteCheck.ts'

const root = mkdtempSync(path.join(tmpdir(), 'related-terms-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const dir = path.join(root, 'content')
cpSync('tests/fixtures/content', dir, { recursive: true })
cpSync('tests/fixtures/site-index', dir, { recursive: true })

/** Two terms on /legal-glossary; the fixture's own two are listed only in the FAQ. */
const onPage = (term: string, related: string[]) =>
  `---\nterm: "${term}"\ncategory: "Legal Concepts"\nrelatedTerms:\n${related.map((r) => `  - ${r}\n`).join('')}lists:\n  - legal-glossary\n---\n\nA definition of ${term.toLowerCase()}.\n`
writeFileSync(path.join(dir, 'glossary', 'tort.mdx'), onPage('Tort', ['damages']))
writeFileSync(path.join(dir, 'glossary', 'damages.mdx'), onPage('Damages', ['tort']))
const index = buildSiteIndex(runPipeline(dir))

const file = (slug: string) => `content/glossary/${slug}.mdx`
const onGlossary = index.glossary.filter((g) => g.inLegalGlossary)
const offGlossary = index.glossary.filter((g) => !g.inLegalGlossary)

/** The check's problems for a term written with `relatedTerms` (the file rewritten, the pipeline run again). */
function checkSays(related: string): string[] {
  const again = mkdtempSync(path.join(tmpdir(), 'related-terms-check-'))
  try {
    const copy = path.join(again, 'content')
    cpSync(dir, copy, { recursive: true })
    writeFileSync(path.join(copy, 'glossary', 'tort.mdx'), onPage('Tort', [related]))
    return runPipeline(copy)
      .problems.filter((p) => p.file.endsWith('tort.mdx'))
      .map((p) => p.message)
  } finally {
    rmSync(again, { recursive: true, force: true })
  }
}

describe('related terms in the editor', () => {
  it('the fixture has terms on /legal-glossary and terms that are not', () => {
    expect(onGlossary.length).toBeGreaterThan(1)
    expect(offGlossary.length).toBeGreaterThan(0)
  })

  it('offers the terms of /legal-glossary, the term itself left out', () => {
    const [first] = onGlossary
    expect(relatedTermChoices(index, file(first!.slug))).toEqual(onGlossary.slice(1).map((g) => g.slug))
    expect(relatedTermChoices(index, undefined)).toEqual(onGlossary.map((g) => g.slug))
    for (const off of offGlossary) expect(relatedTermChoices(index, undefined)).not.toContain(off.slug)
  })

  it('refuses a term not on /legal-glossary, itself, and a missing term, as npm run check does', () => {
    const term = { file: file('tort'), lists: ['legal-glossary'] }
    const off = offGlossary[0]!.slug
    for (const related of [off, 'tort', 'no-such-term']) {
      const problem = relatedTermProblem(index, term, related)
      expect(problem).toBeDefined()
      expect(checkSays(related)).toContain(problem)
    }
    expect(relatedTermProblem(index, term, 'damages')).toBeUndefined()
    expect(checkSays('damages')).toEqual([])
  })

  it('accepts any existing term for a term that is not on /legal-glossary (it shows no related terms)', () => {
    const term = { file: file(offGlossary[0]!.slug), lists: ['faq'] }
    for (const g of index.glossary) expect(relatedTermProblem(index, term, g.slug)).toBeUndefined()
    expect(relatedTermProblem(index, term, 'no-such-term')).toBeDefined()
  })

  it('the widget offers the terms by their names and refuses at the field, from the form as it is now', () => {
    setSiteIndex(index)
    try {
      const map = (values: Record<string, unknown>) => ({
        get: (key: string) => values[key],
        toJS: () =>
          Object.fromEntries(
            Object.entries(values).map(([k, v]) => [k, (v as { toJS?: () => unknown })?.toJS?.() ?? v]),
          ),
      })
      const off = offGlossary[0]!
      const entry = map({ path: file('tort'), data: map({ lists: ['legal-glossary'] }) })
      const props = { field: map({}), entry, value: ['damages', off.slug] }
      expect(offeredTerms(props)).toEqual(onGlossary.filter((g) => g.slug !== 'tort').map((g) => g.name))
      expect(relatedTermsProblems(props)).toEqual([
        relatedTermProblem(index, { file: file('tort'), lists: ['legal-glossary'] }, off.slug),
      ])
    } finally {
      setSiteIndex(undefined)
    }
  })
})
