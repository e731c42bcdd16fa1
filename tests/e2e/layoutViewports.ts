/**
 * The pages and screens the layout gate covers. Pages come from the build's sitemap.xml (every
 * canonical page) plus a missing URL, which the server answers with the 404 page.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Phones held upright, and a 1280x800 desktop at 200% zoom: 640x400 CSS px. Layout is in CSS px, so
 * the tests keep a pixel ratio of 1: the same boxes, a quarter of the pixels to draw.
 */
export const layoutViewports = [
  { name: '320px', width: 320, height: 568 },
  { name: '360px', width: 360, height: 740 },
  { name: '375px', width: 375, height: 667 },
  { name: '414px', width: 414, height: 896 },
  { name: '1280px at 200%', width: 640, height: 400 },
]

export const notFoundPath = '/this-page-does-not-exist'

export function builtPagePaths(): string[] {
  const xml = readFileSync(path.resolve('dist/client/sitemap.xml'), 'utf8')
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  if (!paths.length) throw new Error('dist/client/sitemap.xml lists no page: run `npm run build` first.')
  return [...paths, notFoundPath]
}
