/**
 * What `<Proof />` shows on each case and location page, derived from the content: the results and
 * testimonials tagged for the page's practice area or place, and the attorneys whose focus areas name it.
 */
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { Rating } from '../../components/blocks/Rating.tsx'
import { checkProof } from '../../lib/content/check/checkProof.ts'
import type { SiteContent } from '../../lib/content/model/content.ts'
import type { ContentProblem } from '../../lib/content/model/problems.ts'
import {
  PROOF_LIMITS,
  attorneysFor,
  practiceAreaIdsOf,
  resultsFor,
  testimonialsFor,
  type ProofTopic,
} from '../../lib/content/schema/proofSelection.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'
import { renderWithFacts } from '../renderWithFacts.ts'

const content = contentStore()
const facts = siteFacts(content)
const { results, testimonials } = content.site

/** Each `<Proof practiceArea="..." />` or `<Proof place="..." />` the pages use, once. */
const topics: ProofTopic[] = [
  ...new Map(
    [...content.pages, ...content.es.pages].flatMap((page) =>
      [...page.body.matchAll(/<Proof\b[^>]*?\b(practiceArea|place)="([^"]+)"/g)].map((m) => [
        `${m[1]}:${m[2]}`,
        (m[1] === 'place' ? { place: m[2]! } : { practiceArea: m[2]! }) as ProofTopic,
      ]),
    ),
  ).values(),
]
const name = (topic: ProofTopic) => topic.practiceArea ?? topic.place

it('the pages use <Proof /> (this test has something to judge)', () => {
  expect(topics.length).toBeGreaterThan(0)
})

describe.each(topics.map((topic) => [name(topic), topic] as const))('<Proof /> for %s', (_, topic) => {
  const tagged = <T extends { practiceAreas?: string[]; practiceArea?: string; places: string[] }>(item: T) =>
    topic.practiceArea !== undefined
      ? (item.practiceAreas ?? [item.practiceArea]).includes(topic.practiceArea)
      : item.places.includes(topic.place)

  it('shows the first results site.yaml tags with it, in its order, at most the limit', () => {
    const shown = resultsFor(results, topic)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown).toEqual(results.filter(tagged).slice(0, PROOF_LIMITS.results))
  })

  it("shows a client's words tagged with it", () => {
    const shown = testimonialsFor(testimonials, topic)
    expect(shown.length).toBe(1)
    expect(shown).toEqual(testimonials.filter(tagged).slice(0, 1))
  })

  it('shows attorneys whose focus areas name its practice area (or those of its results)', () => {
    const shown = attorneysFor(facts.attorneys, topic, results)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.length).toBeLessThanOrEqual(PROOF_LIMITS.attorneys)
    const areaIds =
      topic.practiceArea !== undefined ? [topic.practiceArea] : results.filter(tagged).flatMap((r) => r.practiceAreas)
    const names = content.practiceAreas.areas.filter((a) => areaIds.includes(a.id)).map((a) => a.name.toLowerCase())
    for (const attorney of shown)
      expect(attorney.data.focusAreas.map((f) => f.toLowerCase()).some((f) => names.includes(f))).toBe(true)
    // In their `order`, as the attorneys page lists them.
    expect(shown.map((a) => a.data.order)).toEqual(shown.map((a) => a.data.order).sort((a, b) => a - b))
  })
})

it('a focus area names a practice area when written as its name, whatever its capitals', () => {
  const areas = [
    { id: 'car-accidents', name: 'Car Accidents', path: '/car', service: false },
    { id: 'dog-bites', name: 'Dog Bites', path: '/dog', service: false },
  ]
  expect(practiceAreaIdsOf(['car accidents', 'Trial Advocacy'], areas)).toEqual(['car-accidents'])
  expect(practiceAreaIdsOf(['Appeals'], areas)).toEqual([])
})

it('the Spanish pages show the Spanish words of each result and quote, and the same attorneys', () => {
  const es = siteFacts(content, 'es')
  for (const result of es.site.results) {
    const words = content.site.es?.results.find((w) => w.id === result.id)
    if (words) expect(result.title).toBe(words.title)
  }
  for (const t of es.site.testimonials) {
    const words = content.site.es?.testimonials.find((w) => w.id === t.id)
    if (words) expect(t.quote).toBe(words.quote)
  }
  expect(es.attorneys.map((a) => a.practiceAreas)).toEqual(facts.attorneys.map((a) => a.practiceAreas))
})

describe('the rating', () => {
  const withRating = (rating: Partial<typeof content.site.rating>) => ({
    ...facts,
    site: { ...facts.site, rating: { ...facts.site.rating, ...rating } },
  })
  it('names its source and count when site.yaml gives both', () => {
    const html = renderWithFacts(createElement(Rating), withRating({ source: 'Example Reviews', count: 1234 }))
    expect(html).toContain('Example Reviews')
    expect(html).toContain('1,234')
  })
  it('claims no source or count it is not given', () => {
    const html = renderWithFacts(createElement(Rating), withRating({ source: undefined, count: undefined }))
    expect(html).toContain(facts.site.rating.label)
    expect(html).not.toMatch(/reviews on|reseñas/)
  })
})

describe('the check of the proof', () => {
  // As the checks judge them: the Spanish pages with the English ones.
  const allPages = [...content.pages, ...content.es.pages]
  const problemsOf = (change: (site: SiteContent['site']) => SiteContent['site'], pages = allPages) => {
    const problems: ContentProblem[] = []
    checkProof({ ...(content as SiteContent), pages, site: change(content.site), problems }, problems)
    return problems
  }
  it('refuses a <Proof /> that names neither a practice area nor a place, or both, at its line', () => {
    const page = content.pages[0]!
    const [area] = content.site.results[0]!.practiceAreas
    const [place] = content.site.results.flatMap((r) => r.places)
    for (const tag of [
      '<Proof title="Results" />',
      `<Proof practiceArea="${area}" place="${place}" title="Results" />`,
    ]) {
      const problems = problemsOf((site) => site, [{ ...page, body: `Text\n\n${tag}\n` }])
      expect(problems).toEqual([
        { file: page.file, line: page.bodyOffset + 3, message: expect.stringContaining('needs either `practiceArea') },
      ])
    }
  })
  it('passes the content as it is', () => {
    expect(problemsOf((site) => site)).toEqual([])
  })
  it('names a misspelt practice area at its line, with the id meant', () => {
    const [first, ...rest] = content.site.results
    const problems = problemsOf((site) => ({
      ...site,
      results: [{ ...first!, practiceAreas: [`${first!.practiceAreas[0]!}x`] }, ...rest],
    }))
    expect(problems.some((p) => p.message.includes(`Did you mean \`${first!.practiceAreas[0]}\``))).toBe(true)
    expect(problems.every((p) => p.line > 0)).toBe(true)
  })
  it('refuses a <Proof /> with no result or testimonial to show', () => {
    const problems = problemsOf((site) => ({ ...site, results: [], testimonials: [] }))
    expect(problems.filter((p) => p.message.includes('no result to show')).length).toBe(
      [...content.pages, ...content.es.pages].filter((p) => p.body.includes('<Proof ')).length,
    )
    expect(problems.some((p) => p.message.includes("no client's words"))).toBe(true)
  })
})
