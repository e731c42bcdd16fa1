/**
 * The editor's checks across entries (lib/editor/siteCheck.ts) against the site index of a fixture
 * folder (tests/fixtures/content with tests/fixtures/site-index/), each in npm run check's words.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runPipeline } from '../../../lib/content/pipeline.ts'
import { buildSiteIndex } from '../../../lib/editor/buildSiteIndex.ts'
import { deleteProblem, fieldProblem, linkProblem } from '../../../lib/editor/siteCheck.ts'
import { bodyProblems } from '../../../lib/editor/bodyCheck.ts'
import { photoMessages } from '../../../lib/content/check/photoMessages.ts'

const root = mkdtempSync(path.join(tmpdir(), 'site-index-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const dir = path.join(root, 'content')
cpSync('tests/fixtures/content', dir, { recursive: true })
cpSync('tests/fixtures/site-index', dir, { recursive: true })
const content = runPipeline(dir)
// A photo in content/images/ (put there after the pipeline ran: no attorney of the fixture uses it).
mkdirSync(path.join(dir, 'images', 'attorneys'), { recursive: true })
writeFileSync(path.join(dir, 'images', 'attorneys', 'ann-example.jpg'), '')
const index = buildSiteIndex(content)

describe('the site index and the checks before a save', () => {
  it('the fixture folder is valid and its index names files as the editor does', () => {
    expect(content.problems).toEqual([])
    expect(index.glossary.map((g) => g.file)).toEqual([
      'content/glossary/comparative-fault.mdx',
      'content/glossary/negligence.mdx',
    ])
  })

  it('refuses a link to no page, and an anchor the page lacks, at the body line', () => {
    expect(linkProblem(index, '/no-such-page')).toBe(
      'the link to `/no-such-page` goes to no page. Correct the address, or add `/no-such-page` to the `aliases` of the page it should open.',
    )
    expect(linkProblem(index, '/about-us')).toBeUndefined()
    expect(bodyProblems('Text.\n\nSee [us](/about#partners).\n', 6, index)).toEqual([
      {
        line: 9,
        message:
          'the link to `/about#partners` points at `#partners`, which content/pages/about.mdx does not have. Use one of its anchors (#our-team) or remove `#partners`.',
      },
    ])
  })

  it("refuses a term another term has (case and spaces aside), but not the entry's own", () => {
    expect(fieldProblem(index, 'glossary', undefined, 'term', ' NEGLIGENCE')).toBe(
      'term "NEGLIGENCE" is already the `term` of content/glossary/negligence.mdx:2. Each term can be written once: change this one, or remove this file and add what it says to that one.',
    )
    expect(fieldProblem(index, 'glossary', 'content/glossary/negligence.mdx', 'term', 'Negligence')).toBeUndefined()
  })

  it('refuses a question another FAQ entry has', () => {
    expect(
      fieldProblem(index, 'faq', 'content/faq/new.mdx', 'question', 'How much does it cost to hire your firm?'),
    ).toBe(
      'question "How much does it cost to hire your firm?" is already the `question` of content/faq/cost.mdx:2. Each question can be written once: change this one, or remove this file and add what it says to that one.',
    )
  })

  it('refuses a path or alias another page has', () => {
    expect(fieldProblem(index, 'pages', undefined, 'path', '/about')).toBe(
      'path `/about` is already used by content/pages/about.mdx:4. Each address can belong to one page only: change or remove one of them.',
    )
    expect(fieldProblem(index, 'pages', undefined, 'aliases', '/about')).toBe(
      "alias `/about` is the path of another page (content/pages/about.mdx:4). An alias must be an address no other page uses: remove it here, or change that page's path.",
    )
    expect(fieldProblem(index, 'pages', 'content/pages/about.mdx', 'path', '/about')).toBeUndefined()
  })

  it('refuses a photo content/images/ does not have, and lists the ones it has by their names there', () => {
    expect(index.images).toEqual(['attorneys/ann-example.jpg'])
    expect(fieldProblem(index, 'attorneys', undefined, 'photo', 'attorneys/ann-example.jpg')).toBeUndefined()
    expect(fieldProblem(index, 'attorneys', undefined, 'photo', 'attorneys/nobody.jpg')).toBe(
      photoMessages.missing('attorneys/nobody.jpg'),
    )
    // The site's own files (public/images/logo.svg) are no photo of content/images/.
    expect(index.files).toContain('/images/logo.svg')
    expect(fieldProblem(index, 'attorneys', undefined, 'photo', 'logo.svg')).toBe(photoMessages.missing('logo.svg'))
  })

  it("refuses a page's share image and a body's photo that content/images/ does not have, in either language", () => {
    for (const collection of ['pages', 'es-pages']) {
      expect(fieldProblem(index, collection, undefined, 'image', 'attorneys/ann-example.jpg')).toBeUndefined()
      expect(fieldProblem(index, collection, undefined, 'image', 'offices/lobby.jpg')).toBe(
        photoMessages.missing('offices/lobby.jpg'),
      )
    }
    const body = [
      'Our team.',
      '',
      '<Photo src="offices/lobby.jpg" alt="Our lobby" />',
      '',
      '<Photo src="attorneys/ann-example.jpg" alt="Ann" />',
    ]
    expect(bodyProblems(body.join('\n'), 6, index)).toEqual([
      { line: 9, message: photoMessages.missing('offices/lobby.jpg') },
    ])
  })

  it('refuses deleting a term other terms list as related, naming them', () => {
    expect(deleteProblem(index, 'content/glossary/negligence.mdx')).toBe(
      'the term `negligence` is a related term of content/glossary/comparative-fault.mdx: remove it from their `relatedTerms` first, or keep this term.',
    )
    expect(deleteProblem(index, 'content/glossary/comparative-fault.mdx')).toBeUndefined()
  })

  it("refuses deleting a page others link to (its links and site.yaml's), naming them", () => {
    expect(deleteProblem(index, 'content/pages/about.mdx')).toBe(
      "content/pages/home.mdx, content/site.yaml link to this page: change those links (or add this page's address to another page's `aliases`) first, or keep this page.",
    )
    expect(deleteProblem(index, 'content/pages/contact.mdx')).toBeUndefined()
  })
})
