/**
 * Stretches of a text found by a pattern, kept in order so that every question about a place in the
 * text ("the last one before", "the first one inside") is a binary search (./sentences.ts).
 */

/** A stretch of a text: [start, end). */
export interface Span {
  start: number
  end: number
}

/** Matches in a text, in order, none overlapping another unless built from `overlapping`. */
export class Spans<T extends Span = Span> {
  private readonly starts: number[]
  constructor(readonly list: T[]) {
    this.starts = list.map((s) => s.start)
  }

  /** Every match of a global `pattern` (read with `exec`: `matchAll` copies the pattern at each call, which costs more than a short text's reading). */
  static of(text: string, pattern: RegExp): Spans {
    const found: Span[] = []
    pattern.lastIndex = 0
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      found.push({ start: match.index, end: match.index + match[0].length })
      if (!match[0]) pattern.lastIndex++
    }
    return new Spans(found)
  }

  /** The last one starting at or before `index`. */
  lastFrom(index: number): T | undefined {
    return this.list[lastAtOrBefore(this.starts, index)]
  }

  /** The first one starting at or after `index`. */
  firstFrom(index: number): T | undefined {
    return this.list[firstAtOrAfter(this.starts, index)]
  }

  /** The first match wholly inside `range`: only the first one starting in it can be, as matches do not overlap. */
  firstInside(range: Span): T | undefined {
    const first = this.firstFrom(range.start)
    return first && first.end <= range.end ? first : undefined
  }

  /** The last match wholly inside `range`, when no match crosses the range's end. */
  lastInside(range: Span): T | undefined {
    const last = this.lastFrom(range.end - 1)
    return last && last.start >= range.start && last.end <= range.end ? last : undefined
  }
}

export function overlapping(text: string, needle: string): Span[] {
  const found: Span[] = []
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + 1))
    found.push({ start: i, end: i + needle.length })
  return found
}

/** Index of the last value <= x in a sorted list, or -1. */
function lastAtOrBefore(sorted: readonly number[], x: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >> 1
    if ((sorted[mid] ?? 0) <= x) low = mid + 1
    else high = mid
  }
  return low - 1
}

/** Index of the first value >= x in a sorted list (the list's length if none). */
function firstAtOrAfter(sorted: readonly number[], x: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >> 1
    if ((sorted[mid] ?? 0) < x) low = mid + 1
    else high = mid
  }
  return low
}
