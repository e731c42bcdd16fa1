/**
 * The addresses the site keeps for its own files (lib/content/schema/reservedPaths.ts) follow what the
 * build writes at the top of dist/client/, and no page takes one, English or Spanish. The English
 * fixtures are in tests/unit/content-errors.test.ts.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatProblem } from '../../lib/content/model/problems.ts'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { reservedPathProblem, reservedPaths } from '../../lib/content/schema/reservedPaths.ts'
import { PHOTOS_PATH } from '../../lib/content/schema/photoCopies.ts'

const copies: string[] = []
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})

describe('addresses the site keeps for itself', () => {
  it('holds every name the build writes at the top of dist/client/, and every file of public/', () => {
    // What postbuild writes there (`path.join(out, '404.html')`, `path.join(out, folder, '404')`, ...),
    // but the Spanish pages' folder, `es`.
    const postbuild = readFileSync('scripts/postbuild.ts', 'utf8')
    const written = [...postbuild.matchAll(/path\.join\(out, (?:folder, )?'([^']+?)(?:\.html)?'/g)]
      .map((m) => m[1]!)
      .filter((name) => name !== 'es')
    expect(written).toEqual(expect.arrayContaining(['sitemap.xml', 'robots.txt', '_redirects', '_headers']))
    // The not-found page (pages/_error, written by Vike as 404.html), Vite's scripts and styles, the
    // editor's folder (scripts/build-editor.ts), the photos' copies.
    const built = ['404', 'assets', 'admin', PHOTOS_PATH.replace(/^\/|\/$/g, '')]
    const publicFiles = readdirSync('public')
    for (const name of [...written, ...built, ...publicFiles]) {
      expect(reservedPathProblem(`/${name}`), name).toBeDefined()
      expect(reservedPathProblem(`/es/${name}`) === undefined || name === '404', name).toBe(true)
    }
    expect(reservedPathProblem('/es/404')).toContain('the Spanish not-found page')
    expect(Object.keys(reservedPaths).every((kept) => reservedPathProblem(kept.toUpperCase()))).toBe(true)
  })

  it('leaves every other address alone, however close', () => {
    for (const url of [
      '/',
      '/es',
      '/404-help',
      '/administration',
      '/es/abogado-404',
      '/photos-of-the-firm',
      '/indexed',
    ])
      expect(reservedPathProblem(url), url).toBeUndefined()
  })

  it('refuses a Spanish alias `/es/404` at its line (it used to pass, then stop the build inside Vike)', () => {
    const dir = mkdtempSync(path.join('node_modules', '.cache', 'reserved-paths-'))
    copies.push(dir)
    cpSync('tests/fixtures/translations', dir, { recursive: true })
    cpSync('tests/fixtures/bad-content/es/alias-not-found-page.mdx', path.join(dir, 'es/pages/acerca.mdx'))
    // The page is refused as a whole, so links to it and its English file's translation are missed too.
    const problems = runPipeline(dir).problems.map(formatProblem)
    expect(problems.filter((p) => p.startsWith(`${dir}/es/pages/`))).toEqual([
      `${dir}/es/pages/acerca.mdx:8: \`aliases.0\` is \`/es/404\`, the address of the Spanish not-found page (es/404.html), which the site keeps for itself: a page there would take its place or be removed by the build. Choose another address.`,
    ])
  })
})
