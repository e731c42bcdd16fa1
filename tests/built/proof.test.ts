/**
 * Proof where a reader decides: every case page (a practice area's page) and every location page (a
 * region's page), in both languages, holds in one section a dollar result with the no-guarantee
 * disclaimer, a client's words and at least one attorney linked to their own page. Which pages those are
 * comes from practice-areas.yaml and places.yaml; what they must show from the interface's words.
 */
import { describe, expect, it } from 'vitest'
import { canonicalPath } from '../../lib/content/entries.ts'
import { entryPageUrl } from '../../lib/content/routes.ts'
import { resultsDisclaimer } from '../../lib/content/schema/resultsDisclaimer.ts'
import { contentStore } from '../../lib/content/store.ts'
import { englishWords, spanishWords } from '../realInterfaceWords.ts'
import { publishedPages, readBuiltPage } from './builtSite.ts'
import { attr, text } from './dom.ts'
import { selectAll } from './select.ts'

const content = contentStore()
const landingPaths = new Set([
  ...content.practiceAreas.areas.map((a) => a.path),
  ...content.places.regions.flatMap((r) => (r.page ? [r.page] : [])),
])
const landing = (path: string) =>
  content.pages.find((p) => p.data.path === path || p.data.aliases.includes(path) || canonicalPath(p) === path)
const englishLanding = new Set(
  [...landingPaths]
    .map(landing)
    .filter((p) => p && p.data.path !== '/')
    .map((p) => p!.slug),
)
const pages = publishedPages().filter((ref) => {
  const entry = ref.entry
  if (!entry) return false
  const slug = ref.language === 'es' ? (entry.data as { translationOf?: string }).translationOf : entry.slug
  return slug !== undefined && englishLanding.has(slug)
})

it('judges every case and location page in both languages', () => {
  expect(pages.filter((p) => p.language === 'en').length).toBe(englishLanding.size)
  expect(pages.filter((p) => p.language === 'es').length).toBe(englishLanding.size)
})

describe.each(pages.map((ref) => [ref.url, ref] as const))('%s', (_, ref) => {
  const words = ref.language === 'es' ? spanishWords : englishWords
  const sections = () => selectAll(readBuiltPage(ref).document, 'main section')
  const proof = () => sections().find((s) => selectAll(s, 'h3').some((h) => text(h) === words.blocks.proofResults))

  it('holds a section with a dollar result and the no-guarantee disclaimer', () => {
    const section = proof()
    expect(section, `a section headed "${words.blocks.proofResults}"`).toBeDefined()
    expect(text(section!)).toMatch(/\$\d/)
    expect(text(section!)).toContain(resultsDisclaimer(ref.language))
  })

  it("holds a client's words and at least one attorney, linked to their own page", () => {
    const section = proof()!
    expect(selectAll(section, 'blockquote').length).toBeGreaterThan(0)
    const attorneyLinks = selectAll(section, 'a').filter((a) =>
      content.attorneys.some(
        (at) =>
          attr(a, 'href') === entryPageUrl(content, 'attorneys', at.slug, ref.language) && text(a) === at.data.name,
      ),
    )
    expect(attorneyLinks.length).toBeGreaterThan(0)
  })

  it('shows it early: no more than one section before it', () => {
    const at = sections().indexOf(proof()!)
    expect(at).toBeGreaterThanOrEqual(0)
    expect(at).toBeLessThanOrEqual(1)
  })
})
