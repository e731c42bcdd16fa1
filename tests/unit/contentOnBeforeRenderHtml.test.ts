/**
 * The one way from an MDX body to HTML (pages/content/+onBeforeRenderHtml.ts): the store's code
 * for the page runs and renders; after an edit the dev server resets the store
 * (scripts/vite-plugin-content.ts) and the page shows the new text; a body with a problem is
 * never compiled, so never run.
 */
import { readContentOnce, resetContent } from '../../lib/content/store.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContextServer } from 'vike/types'
import loadBodies from '../../pages/content/+onBeforeRenderHtml.ts'
import { mdxComponents } from '../../components/mdx.ts'

const dir = mkdtempSync(path.join('tests', '.tmp-bodies-'))
const before = process.env.CONTENT_DIR
const about = path.join(dir, 'pages', 'about.mdx')
const aboutFile = path.relative(process.cwd(), about).split(path.sep).join('/')
const original = () => readFileSync('tests/fixtures/content/pages/about.mdx', 'utf8')

beforeAll(() => {
  cpSync('tests/fixtures/content', dir, { recursive: true })
  process.env.CONTENT_DIR = dir
  resetContent()
})
afterAll(() => {
  if (before === undefined) delete process.env.CONTENT_DIR
  else process.env.CONTENT_DIR = before
  resetContent()
  rmSync(dir, { recursive: true, force: true })
})

async function renderPage(file: string): Promise<string> {
  const pageContext = { data: { file, entryBodies: [] } } as unknown as PageContextServer
  await loadBodies(pageContext)
  return renderToStaticMarkup(createElement(pageContext.Body!, { components: mdxComponents as never }))
}

describe('a content page body', () => {
  it('is the code the store compiled, run and rendered', async () => {
    expect(readContentOnce().pages.find((p) => p.file === aboutFile)?.compiled).toContain('_createMdxContent')
    expect(await renderPage(aboutFile)).toContain('<h2 id="our-team">Our team</h2>')
  })

  it('shows an edit once the store is reset, as the dev server does on a change', async () => {
    writeFileSync(about, original().replace('We have results', 'We have won results'))
    expect(await renderPage(aboutFile)).toContain('We have results') // the same read, until it is reset
    resetContent()
    expect(await renderPage(aboutFile)).toContain('We have won results')
  })

  it('is never compiled or run when it has a problem: the page refuses with the problem list', async () => {
    writeFileSync(about, `${original()}\n<script>{globalThis.bodyRan = true}</script>\n`)
    resetContent()
    const content = readContentOnce()
    expect(content.problems.map((p) => p.file)).toContain(aboutFile)
    expect(content.pages.find((p) => p.file === aboutFile)?.compiled).toBeUndefined()
    await expect(renderPage(aboutFile)).rejects.toThrow(/about\.mdx:\d+: `<script>` is not allowed in content/)
    expect((globalThis as { bodyRan?: boolean }).bodyRan).toBeUndefined()
  })
})
