/**
 * What a browser reads from a `sizes` or `media` attribute at a given screen width, for the forms
 * the site writes (lib/content/schema/photoUses.ts, components/): media conditions of `min-width`
 * and `max-width` in px (joined by `and`), and lengths in px, vw, rem or em (16 px) or a `calc()` of
 * them added and subtracted. Any other form throws, so a new one is taught here before a test
 * relies on it.
 */

const ROOT_FONT_PX = 16

/** One `(min-width: 1024px)` or `(max-width: 639px)`. */
function featureMatches(feature: string, viewport: number): boolean {
  const match = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/.exec(feature.trim())
  if (!match) throw new Error(`a media feature this reader does not know: "${feature}"`)
  const limit = Number(match[2])
  return match[1] === 'min' ? viewport >= limit : viewport <= limit
}

/** Whether a media condition (features joined by `and`; empty = always) holds at this width. */
export function mediaMatches(media: string, viewport: number): boolean {
  if (!media.trim()) return true
  return media.split(/\s+and\s+/).every((feature) => featureMatches(feature, viewport))
}

/** One length without `calc()`, in CSS px. */
function plainLength(text: string, viewport: number): number {
  const match = /^(\d+(?:\.\d+)?)(px|vw|rem|em)$/.exec(text.trim())
  if (!match) throw new Error(`a length this reader does not know: "${text}"`)
  const value = Number(match[1])
  switch (match[2]) {
    case 'vw':
      return (value * viewport) / 100
    case 'rem':
    case 'em':
      return value * ROOT_FONT_PX
    default:
      return value
  }
}

/** A length, `calc(a - b + c)` included, in CSS px. */
export function lengthPx(text: string, viewport: number): number {
  const calc = /^calc\((.+)\)$/.exec(text.trim())
  if (!calc) return plainLength(text, viewport)
  // CSS requires spaces around + and - in calc(), so they split the terms.
  const [first = '', ...rest] = (calc[1] ?? '').trim().split(/\s+([+-])\s+/)
  let total = plainLength(first, viewport)
  for (let i = 0; i < rest.length; i += 2)
    total += (rest[i] === '-' ? -1 : 1) * plainLength(rest[i + 1] ?? '', viewport)
  return total
}

/** The slot width `sizes` gives at this screen width: the first entry whose condition holds. */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,(?![^(]*\))/)) {
    const match = /^\s*(\(.*\))\s+(\S.*?)\s*$/.exec(entry)
    if (!match) return lengthPx(entry, viewport)
    if (mediaMatches(match[1] ?? '', viewport)) return lengthPx(match[2] ?? '', viewport)
  }
  // As browsers do when no entry applies.
  return viewport
}
