/**
 * One line of a page, read once for the advertising rules: where its sentences and clauses start
 * and end, and where words of interest are. Every question about a place in the line is then a
 * binary search, so a line with thousands of matches is checked in time proportional to its length
 * (times a logarithm); rescanning the sentence for each match made a long line cost the square of it.
 */

/** A stretch of the line: [start, end). */
export interface Span {
  start: number
  end: number
}

/** Matches in a line, in order, none overlapping another unless built from `overlapping`. */
export class Spans<T extends Span = Span> {
  private readonly starts: number[]
  constructor(readonly list: T[]) {
    this.starts = list.map((s) => s.start)
  }

  static of(text: string, pattern: RegExp): Spans {
    return new Spans([...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length })))
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

export class LineText {
  /** `.`, `!` and `?`: a sentence starts after the last one before a word. */
  private readonly stops: Spans
  /** Where a sentence ends: `.`, `!` or `?` before a space or the line's end, `•` or `|` (plus one more character). */
  private readonly sentenceEnds: Spans
  /** `;`, `:`, `—` and ` - `: a clause starts after one and ends at one. */
  private readonly clauseMarks: Spans
  /** How many `*` come before each position. */
  private readonly starsBefore: Uint32Array

  constructor(readonly text: string) {
    this.stops = Spans.of(text, /[.!?]/g)
    this.sentenceEnds = Spans.of(text, /[.!?](?=\s|$)|[•|]/g)
    this.clauseMarks = new Spans(
      [...Spans.of(text, /[;:—]/g).list, ...overlapping(text, ' - ')].sort((a, b) => a.start - b.start),
    )
    this.starsBefore = new Uint32Array(text.length + 1)
    for (let i = 0; i < text.length; i++)
      this.starsBefore[i + 1] = (this.starsBefore[i] ?? 0) + (text[i] === '*' ? 1 : 0)
  }

  /** The sentence around `index`. */
  sentenceAround(index: number): Span {
    const stop = this.stops.lastFrom(index)
    const end = this.sentenceEnds.firstFrom(index)
    return {
      start: stop ? stop.start + 1 : 0,
      end: end ? Math.min(this.text.length, end.start + 2) : this.text.length,
    }
  }

  /** The clause around `index` within `sentence`: a `;`, `:`, dash starts another statement. */
  clauseAround(sentence: Span, index: number): Span {
    const before = this.clauseMarks.lastFrom(index)
    const after = this.clauseMarks.firstFrom(index)
    return {
      start: before && before.start >= sentence.start ? before.start + 1 : sentence.start,
      end: after && after.end <= sentence.end ? after.start : sentence.end,
    }
  }

  hasStar(span: Span): boolean {
    return (this.starsBefore[span.end] ?? 0) > (this.starsBefore[span.start] ?? 0)
  }
}

function overlapping(text: string, needle: string): Span[] {
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
