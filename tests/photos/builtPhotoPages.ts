/**
 * The main build's photos, read from dist/client without a browser: the pages that show photos
 * (from the content: a hero or text photo of their own, or the attorneys' portraits), each page's
 * `<picture>` elements as built, and the copies' sizes on disk.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { canonicalPath } from '../../lib/content/entries.ts'
import { sitePages } from '../../lib/content/languages.ts'
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

/** The pages that may show photos, in both languages. */
export function photoPages(content: Content): string[] {
  return sitePages(content)
    .filter((page) => showsOwnPhoto(page) || showsPortraits(page))
    .map(canonicalPath)
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
