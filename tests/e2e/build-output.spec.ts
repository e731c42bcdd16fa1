/**
 * Every HTML file of the build, aliases and 404 included, read from dist/client: one shared
 * stylesheet, and nothing the Content-Security-Policy would block (inline styles, inline
 * scripts without a hash in _headers, event-handler attributes, javascript: links).
 */
import { expect, test } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import path from 'node:path'

const root = path.resolve('dist/client')
const htmlFiles = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).sort()
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

test('every built page links one stylesheet, the same for all', () => {
  const sheets = new Map<string, string[]>()
  for (const file of htmlFiles) {
    const links = [...read(file).matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? m[0])
    expect(links, `${file} links exactly one stylesheet`).toHaveLength(1)
    sheets.set(links[0]!, [...(sheets.get(links[0]!) ?? []), file])
  }
  expect([...sheets.keys()], 'one CSS file for the whole site').toHaveLength(1)
  expect(readdirSync(path.join(root, 'assets'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css')), 'one CSS file in dist/client/assets').toHaveLength(1)
})

test('no built page holds markup the Content-Security-Policy blocks', () => {
  const headers = read('_headers')
  const problems: string[] = []
  for (const file of htmlFiles) {
    const html = read(file)
    for (const m of html.matchAll(/<[a-z][^>]*\sstyle="[^"]*"/gi)) problems.push(`${file}: inline style attribute ${m[0].slice(0, 80)}`)
    for (const m of html.matchAll(/<style\b/gi)) problems.push(`${file}: <style> element at ${m.index}`)
    for (const m of html.matchAll(/<[a-z][^>]*\son[a-z]+="[^"]*"/gi)) problems.push(`${file}: event-handler attribute ${m[0].slice(0, 80)}`)
    for (const m of html.matchAll(/href="javascript:/gi)) problems.push(`${file}: javascript: link at ${m.index}`)
    for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)) {
      const hash = `sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}`
      if (m[1] && !headers.includes(`'${hash}'`)) problems.push(`${file}: inline script without its hash in _headers: ${m[1].slice(0, 60)}`)
    }
  }
  expect(problems).toEqual([])
})
