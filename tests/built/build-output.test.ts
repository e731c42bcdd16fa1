/**
 * Every HTML file of the build, aliases and 404 included, read from dist/client: one shared
 * stylesheet within its budget, and nothing the Content-Security-Policy would block (inline styles, any inline
 * script but JSON-LD and the island record, event-handler attributes, javascript: links); _headers
 * allows no script by hash.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import { inlineScripts } from '../../scripts/inlineScripts.ts'
import { CSS_BUDGET_GZIP } from '../e2e/budgets.ts'
import { BUILT_ROOT as root, builtHtmlFiles, readBuiltFile as read } from './builtSite.ts'

// The site's pages; the editor's page (admin/) has its own policy and no site stylesheet (tests/e2e/editor-admin.spec.ts).
const htmlFiles = builtHtmlFiles()

it('every built page links one stylesheet, the same for all, within the CSS budget', () => {
  const sheets = new Map<string, string[]>()
  for (const file of htmlFiles) {
    const links = [...read(file).matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(
      (m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? m[0],
    )
    expect(links, `${file} links exactly one stylesheet`).toHaveLength(1)
    sheets.set(links[0]!, [...(sheets.get(links[0]!) ?? []), file])
  }
  expect([...sheets.keys()], 'one CSS file for the whole site').toHaveLength(1)
  const css = readdirSync(path.join(root, 'assets'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.css'),
  )
  expect(css, 'one CSS file in dist/client/assets').toHaveLength(1)
  expect(gzipSync(read(`assets/${css[0]}`)).length, 'CSS gzip within budget').toBeLessThanOrEqual(CSS_BUDGET_GZIP)
})

it('no built page holds markup the Content-Security-Policy blocks', () => {
  const problems: string[] = []
  for (const file of htmlFiles) {
    const html = read(file)
    for (const m of html.matchAll(/<[a-z][^>]*\sstyle="[^"]*"/gi))
      problems.push(`${file}: inline style attribute ${m[0].slice(0, 80)}`)
    for (const m of html.matchAll(/<style\b/gi)) problems.push(`${file}: <style> element at ${m.index}`)
    for (const m of html.matchAll(/<[a-z][^>]*\son[a-z]+="[^"]*"/gi))
      problems.push(`${file}: event-handler attribute ${m[0].slice(0, 80)}`)
    for (const m of html.matchAll(/href="javascript:/gi)) problems.push(`${file}: javascript: link at ${m.index}`)
    for (const script of inlineScripts(html)) problems.push(`${file}: inline script ${script}`)
  }
  expect(problems).toEqual([])
})

it('the only inline scripts are JSON-LD and the island record (JSON, which browsers never run), and _headers allows no script by hash', () => {
  const inline = htmlFiles.flatMap((file) =>
    [...read(file).matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>/gi)].map((m) => m[0]),
  )
  expect(inline.length, 'the home page carries its LegalService JSON-LD').toBeGreaterThan(0)
  expect(new Set(inline)).toEqual(
    new Set(['<script type="application/ld+json">', '<script type="application/json" id="island-record">']),
  )
  expect(read('_headers')).not.toMatch(/sha(256|384|512)-/)
  expect(read('_headers')).toMatch(/script-src 'self';/)
})
