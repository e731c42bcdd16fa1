/**
 * The main build's photos, read from dist/client without a browser: the pages that show photos
 * (from the content: a hero or text photo of their own, the attorneys' portraits, an attorney's own
 * page with their portrait), each page's
 * `<picture>` elements as built, and the copies' sizes on disk.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { canonicalPath } from '../../lib/content/entries.ts'
import { sitePages } from '../../lib/content/languages.ts'
import { siteRoutes } from '../../lib/content/routes.ts'
import type { Content } from '../../lib/content/model/content.ts'
import type { PageEntry } from '../../lib/content/entries.ts'
import { picturesIn, type PictureMarkup } from './pictureMarkup.ts'

export const DIST_CLIENT = path.resolve('dist/client')

/** A page's own photos: a `<Hero photo>` or a `<Photo>` in its text (a share image is no photo of the page). */
export const showsOwnPhoto = (page: PageEntry) =>
  page.analysis.photoRefs.some((ref) => ref.use === 'hero' || ref.use === 'body')

/** The attorneys' portraits (each over their initials): the attorneys list or the team preview. */
export const showsPortraits = (page: PageEntry) =>
  page.analysis.components.has('AttorneyList') || page.analysis.components.has('TeamPreview')

/**
 * The entries' own pages (an attorney's) that show a photo, in both languages: those whose entry, or
 * the Spanish file the page shows, names one (a portrait, a `<Photo>` of the bio).
 */
function entryPhotoPages(content: Content): string[] {
  const naming = new Set(content.photoRefs.map((ref) => ref.file))
  return siteRoutes(content)
    .filter((route) => route.kind === 'entry' && (naming.has(route.entry.file) || naming.has(route.file)))
    .map((route) => route.url)
}

/** The pages that may show photos, in both languages: pages by their content, then the entries' own pages. */
export function photoPages(content: Content): string[] {
  const pages = sitePages(content).filter((page) => showsOwnPhoto(page) || showsPortraits(page))
  return [...pages.map(canonicalPath), ...entryPhotoPages(content)]
}

/** The built file of a page's address: `<path>.html`, `/` as index.html. */
export function builtHtml(address: string): string {
  const name = address === '/' ? 'index.html' : `${address.replace(/^\/|\/$/g, '')}.html`
  const file = path.join(DIST_CLIENT, name)
  if (!existsSync(file)) throw new Error(`${address} has no built page (${file}): run the build first.`)
  return readFileSync(file, 'utf8')
}

export function builtPictures(address: string): PictureMarkup[] {
  return picturesIn(builtHtml(address))
}

/** A copy's size in bytes, from its address on the site. */
export const builtBytes = (url: string) => statSync(path.join(DIST_CLIENT, url)).size
