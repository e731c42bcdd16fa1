/**
 * The picture a page shows when it is shared (og:image, twitter:image): the 1200 x 630 JPEG copy
 * of its frontmatter's `image`, with its size; without one, the site's default picture, whose
 * size the tags have never stated.
 */
import type { PhotoFacts } from '../lib/content/model/photoFacts.ts'
import { photoCopies } from '../lib/content/schema/photoCopies.ts'

export function shareImage(
  siteUrl: string,
  image: PhotoFacts | undefined,
): { url: string; width?: number; height?: number } {
  const copy = image ? photoCopies(image, 'social').at(-1) : undefined
  if (!copy) return { url: `${siteUrl}/images/og-default.png` }
  return { url: `${siteUrl}${copy.url}`, width: copy.width, height: copy.height }
}
