/**
 * The picture a page shows when it is shared (og:image, twitter:image): its own card, which the
 * build draws for its canonical path (scripts/shareImages/), over its frontmatter's `image` when it
 * has one; with its size and its text alternative in the page's language.
 */
import { SHARE_IMAGE, shareImageAlt, shareImagePath } from '../lib/shareCard/shareImagePath.ts'

export interface ShareImage {
  url: string
  width: number
  height: number
  alt: string
}

export function shareImage(
  siteUrl: string,
  page: { canonical: string; title: string; overPhoto: boolean },
  words: { altTemplate: string; firmName: string },
): ShareImage {
  return {
    url: `${siteUrl}${shareImagePath(page.canonical, page.overPhoto)}`,
    ...SHARE_IMAGE,
    alt: shareImageAlt(words.altTemplate, page.title, words.firmName),
  }
}
