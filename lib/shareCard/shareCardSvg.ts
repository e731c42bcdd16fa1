/**
 * The share card of a page (og:image) as an SVG, which the build renders to PNG
 * (scripts/shareImages/): the firm's mark and name, a label, and the page's title, in the page's
 * language, on the site's navy and gold. Every text is content, escaped here, never markup.
 */
import { fitTitle, textWidth } from './fitTitle.ts'
import { SHARE_IMAGE } from './shareImagePath.ts'

export interface ShareCard {
  /** The page's title (its frontmatter `title`). */
  title: string
  /** The firm's name (site.yaml `name`). */
  firmName: string
  /** The letters of the firm's mark, as the favicon draws them. */
  mark: string
  /** A line under the name, in the page's language (interface.yaml `shell.shareImageLabel`). */
  label: string
  /** Drawn over the page's own photo (frontmatter `image`): the background is a veil that keeps the text readable. */
  overPhoto?: boolean
}

/** Where the title is drawn (px): a test looks for its pixels there. */
export const TITLE_BOX = { left: 80, top: 236, width: 1040, height: 330 } as const

// Families any machine is likely to have, then the generic ones fontconfig always resolves.
const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"
const SERIF = "Georgia, 'DejaVu Serif', 'Liberation Serif', serif"
const NAVY = '#0f2742'
const NAVY_DARK = '#0a1a2e'
const GOLD = '#e0ad3a'
const GOLD_LIGHT = '#f3d58a'

/** Text for an SVG element or attribute: the five XML specials as entities, characters XML forbids dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** The size (px) at which `text` fits `width`, at most `max`. */
const fittedSize = (text: string, max: number, width: number) =>
  Math.max(16, Math.min(max, Math.floor((max * width) / Math.max(1, textWidth(text, max)))))

export function shareCardSvg(card: ShareCard): string {
  const { width, height } = SHARE_IMAGE
  const box = TITLE_BOX
  const title = fitTitle(card.title.trim(), box.width)
  const lineHeight = Math.round(title.size * 1.18)
  // The block of lines centred in the box; a baseline sits about 0.8 of the size below the line's top.
  const top = box.top + (box.height - lineHeight * title.lines.length) / 2
  const lines = title.lines
    .map(
      (line, i) =>
        `<tspan x="${box.left}" y="${Math.round(top + i * lineHeight + title.size * 0.86)}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  const nameSize = fittedSize(card.firmName, 40, width - 196 - 80)
  const labelSize = fittedSize(card.label.toUpperCase(), 22, width - 196 - 80)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    card.overPhoto
      ? `<rect width="${width}" height="${height}" fill="${NAVY_DARK}" fill-opacity="0.8"/>`
      : `<rect width="${width}" height="${height}" fill="${NAVY}"/>`,
    `<rect y="${height - 14}" width="${width}" height="14" fill="${GOLD}"/>`,
    `<rect x="80" y="64" width="92" height="92" rx="16" fill="${NAVY_DARK}" stroke="${GOLD}" stroke-width="3"/>`,
    `<text x="126" y="124" text-anchor="middle" font-family="${SERIF}" font-size="40" font-weight="700" fill="${GOLD}">${escapeXml(card.mark)}</text>`,
    `<text x="196" y="106" font-family="${SERIF}" font-size="${nameSize}" font-weight="700" fill="#ffffff">${escapeXml(card.firmName)}</text>`,
    `<text x="196" y="146" font-family="${SANS}" font-size="${labelSize}" letter-spacing="2" fill="${GOLD_LIGHT}">${escapeXml(card.label.toUpperCase())}</text>`,
    `<rect x="80" y="200" width="120" height="5" fill="${GOLD}"/>`,
    `<text font-family="${SANS}" font-size="${title.size}" font-weight="700" fill="#ffffff">${lines}</text>`,
    '</svg>',
  ].join('\n')
}

/** The mark's letters: the initials of the firm's short name, as the logo and the favicon draw them. */
export function markLetters(shortName: string): string {
  return shortName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}
