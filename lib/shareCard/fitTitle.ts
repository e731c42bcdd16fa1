/**
 * Lays a page's title out on the share card: the largest font size at which it wraps into at most
 * three lines of the title box. Nothing measures the glyphs here (the card is drawn by whichever
 * font the machine has), so widths are estimated from the widest common fallback (DejaVu Sans Bold):
 * a narrower font only leaves a line shorter, never outside the box.
 */
export const TITLE_LINES = 3

/** Font sizes tried, largest first (px on the 1200 x 630 card). */
export const TITLE_SIZES = [76, 68, 62, 56, 50, 46] as const

export interface TitleLayout {
  size: number
  lines: string[]
}

/** Estimated advance of one character, in em. */
function charWidth(char: string): number {
  if (char === ' ') return 0.35
  if (/[il.,:;'!|ıìíîï¡]/.test(char)) return 0.36
  if (/[mwMW]/.test(char)) return 1.04
  if (/[A-ZÁÉÍÓÚÑÜ]/.test(char)) return 0.8
  if (/[0-9]/.test(char)) return 0.7
  return 0.68
}

export function textWidth(text: string, size: number): number {
  let em = 0
  for (const char of text) em += charWidth(char)
  return em * size
}

/** The title's words; a separator standing alone (`|`, `-`, `–`) keeps to the word after it, so no line ends in one (wrapWords drops it where it would start a line). */
function wordsOf(text: string): string[] {
  const words: string[] = []
  let separator = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (/^[|\-–—·/]$/.test(word)) separator += `${word} `
    else {
      words.push(`${separator}${word}`)
      separator = ''
    }
  }
  if (separator) words.push(separator.trimEnd())
  return words
}

/** Greedy wrap by words; a word wider than a line is cut where it fills the line. */
export function wrapWords(text: string, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of wordsOf(text)) {
    const joined = line ? `${line} ${word}` : word
    if (textWidth(joined, size) <= width) {
      line = joined
      continue
    }
    if (line) lines.push(line)
    // The line break separates as the `|` did: a line never starts with a lone separator either.
    line = word.replace(/^[|\-–—·] /, '')
    while (textWidth(line, size) > width) {
      let cut = line.length - 1
      while (cut > 1 && textWidth(line.slice(0, cut), size) > width) cut--
      lines.push(line.slice(0, cut))
      line = line.slice(cut)
    }
  }
  if (line) lines.push(line)
  return lines
}

/** The title at the largest size that fits in `TITLE_LINES` lines; past the smallest size, the last line ends in "…". */
export function fitTitle(title: string, width: number): TitleLayout {
  for (const size of TITLE_SIZES) {
    const lines = wrapWords(title, size, width)
    if (lines.length <= TITLE_LINES) return { size, lines }
  }
  const size = Math.min(...TITLE_SIZES)
  const lines = wrapWords(title, size, width).slice(0, TITLE_LINES)
  let last = lines[TITLE_LINES - 1] ?? ''
  // The cut falls between words where the line has more than one.
  if (wrapWords(title, size, width).length > TITLE_LINES && last.includes(' '))
    last = last.slice(0, last.lastIndexOf(' '))
  while (last.length > 1 && textWidth(`${last}…`, size) > width) last = last.slice(0, -1)
  lines[TITLE_LINES - 1] = `${last.trimEnd().replace(/[,;:.]$/, '')}…`
  return { size, lines }
}
