/**
 * Each page's share image (og:image): drawn by the build for its canonical path, under
 * /images/share/ (the home page's as `index.png`, `/es/abogado` as `es/abogado.png`), 1200 x 630;
 * a JPEG (`.jpg`) when the card lies over the page's own photo (frontmatter `image`), where a PNG
 * would weigh ten times as much.
 */
import { fillPlaceholders } from '../text/fillPlaceholders.ts'

export const SHARE_IMAGE = { width: 1200, height: 630 } as const

export const SHARE_IMAGES_PATH = '/images/share/'

export function shareImagePath(canonical: string, overPhoto = false): string {
  const name = canonical.replace(/^\/+|\/+$/g, '') || 'index'
  return `${SHARE_IMAGES_PATH}${name}.${overPhoto ? 'jpg' : 'png'}`
}

/** The image's text alternative, from interface.yaml `shell.shareImageAlt` (`{title}`, `{name}`). */
export function shareImageAlt(template: string, title: string, firmName: string): string {
  return fillPlaceholders(template, { title, name: firmName })
}
