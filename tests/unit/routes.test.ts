/**
 * Routes as data (lib/content/routes.ts): every attorney has a page in each language under that
 * language's attorneys page, paired with its translation; a link to one passes both link checks
 * (`npm run check`'s and the editor's) and a link to an attorney who does not exist fails both.
 * Every expectation comes from the content.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { contentStore } from '../../lib/content/store.ts'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { listingPageUrl, routeAt, siteRoutes, type SiteRoute } from '../../lib/content/routes.ts'
import { LANGUAGES } from '../../lib/content/schema/language.ts'
import { buildSiteIndex } from '../../lib/editor/buildSiteIndex.ts'
import { linkProblem } from '../../lib/editor/siteCheck.ts'

const content = contentStore()
const routes = siteRoutes(content)
const isAttorneyPage = (route: SiteRoute | undefined) => route?.kind === 'entry' && route.collection === 'attorneys'

/** The page of a language showing `<AttorneyList />`, read from the content without the routes. */
const listingOf = (language: 'en' | 'es') =>
  (language === 'en' ? content.pages : content.es.pages).find((p) => p.analysis.components.has('AttorneyList'))

describe('attorneys’ routes', () => {
  it('give every attorney a page in each language that has an attorneys page, at the file’s name under it', () => {
    for (const language of LANGUAGES) {
      const listing = listingOf(language)
      if (!listing) continue
      const base = listing.data.canonical ?? listing.data.path
      expect(listingPageUrl(content, 'attorneys', language)).toBe(base)
      for (const attorney of content.attorneys) {
        const route = routeAt(content, `${base}/${attorney.slug}`)
        expect(isAttorneyPage(route), `${base}/${attorney.slug}`).toBe(true)
        if (route?.kind !== 'entry') continue
        expect(route.language).toBe(language)
        expect(route.entry.file).toBe(attorney.file)
        // A trailing slash reaches the same page.
        expect(routeAt(content, `${base}/${attorney.slug}/`)).toBe(route)
      }
    }
    expect(routes.filter(isAttorneyPage).length).toBeGreaterThanOrEqual(content.attorneys.length)
  })

  it('pair each translated attorney’s pages, the Spanish one showing the Spanish file', () => {
    for (const spanish of content.es.attorneys) {
      const pair = routes.filter(
        (r) => isAttorneyPage(r) && r.kind === 'entry' && r.entry.slug === spanish.data.translationOf,
      )
      if (!listingPageUrl(content, 'attorneys', 'es')) continue
      expect(pair).toHaveLength(2)
      const [en, es] = [pair.find((r) => r.language === 'en'), pair.find((r) => r.language === 'es')]
      expect(es?.file).toBe(spanish.file)
      expect(en?.alternates).toEqual({ en: en?.url, es: es?.url })
      expect(es?.alternates).toEqual(en?.alternates)
    }
  })

  it('answer each address with one route', () => {
    const addresses = routes.flatMap((r) => r.addresses)
    expect(new Set(addresses).size).toBe(addresses.length)
  })
})

const tmp = mkdtempSync(path.join('tests', '.tmp-routes-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('links to attorneys’ pages', () => {
  const attorney = routes.find(isAttorneyPage)
  const missing = attorney && `${attorney.url.slice(0, attorney.url.lastIndexOf('/'))}/no-such-attorney`
  const file = path.join(tmp, 'links-to-attorneys.mdx')
  writeFileSync(
    file,
    readFileSync('tests/fixtures/attorney-links/links-to-attorneys.mdx', 'utf8')
      .replace('ATTORNEY_URL', attorney?.url ?? '')
      .replace('MISSING_URL', missing ?? ''),
  )
  const result = runPipeline(undefined, { extraPages: [file] })
  const ofFixture = result.problems.filter((p) => p.file === file)

  it('pass the content check when the attorney exists, and fail it when not', () => {
    expect(attorney).toBeDefined()
    expect(ofFixture.map((p) => p.message).join('\n')).not.toContain(`\`${attorney?.url}\``)
    expect(ofFixture.map((p) => p.message)).toContainEqual(
      expect.stringContaining(`the link to \`${missing}\` goes to no page`),
    )
  })

  it('keep their addresses: a page claiming one is told to change', () => {
    const claiming = path.join(tmp, 'claims-an-attorney.mdx')
    const page = readFileSync('tests/fixtures/attorney-links/links-to-attorneys.mdx', 'utf8')
      .replace('/fixture-links-to-attorneys', attorney?.url ?? '')
      .replace(/\[.*\]\(.*\)\n/g, '')
    writeFileSync(claiming, page)
    const problems = runPipeline(undefined, { extraPages: [claiming] }).problems.filter((p) => p.file === claiming)
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining(
        `path \`${attorney?.url}\` is already used by ${attorney?.kind === 'entry' && attorney.entry.file}`,
      ),
    ])
  })

  it('pass the editor’s check the same way', () => {
    const index = buildSiteIndex(result)
    expect(linkProblem(index, attorney?.url ?? '')).toBeUndefined()
    expect(linkProblem(index, missing ?? '')).toContain('goes to no page')
  })
})
