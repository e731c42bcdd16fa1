/**
 * One text as a reader reads it (a paragraph, a heading, a field: ./readerText.ts), read once for
 * the advertising rules: where its sentences and clauses start and end, and where words of interest
 * are. Every question about a place in the text is then a binary search, so a text with thousands of
 * matches is checked in time proportional to its length (times a logarithm); rescanning the sentence
 * for each match made a long text cost the square of it.
 */

import { overlapping, Spans, type Span } from './spans.ts'

export class Sentences {
  /** `.`, `!` and `?`: a sentence starts after the last one before a word. */
  private readonly stops: Spans
  /** Where a sentence ends: `.`, `!` or `?` before a space or the line's end, `•` or `|` (plus one more character). */
  private readonly sentenceEnds: Spans
  /** `;`, `:`, `—` and ` - `: a clause starts after one and ends at one. */
  private readonly clauseMarks: Spans
  /** The same and commas: what a denial must be inside of to deny a claim ("No matter the case, we are..."). */
  private readonly denialMarks: Spans
  /** How many `*` come before each position. */
  private readonly starsBefore: Uint32Array

  constructor(readonly text: string) {
    this.stops = Spans.of(text, /[.!?]/g)
    this.sentenceEnds = Spans.of(text, /[.!?](?=\s|$)|[•|]/g)
    const dashes = overlapping(text, ' - ')
    this.clauseMarks = new Spans([...Spans.of(text, /[;:—]/g).list, ...dashes].sort((a, b) => a.start - b.start))
    this.denialMarks = new Spans([...Spans.of(text, /[;:—,]/g).list, ...dashes].sort((a, b) => a.start - b.start))
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
    return this.between(this.clauseMarks, sentence, index)
  }

  /** The stretch of `sentence` a denial of the claim at `index` must be in: its clause, commas parting clauses too. */
  denialClauseAround(sentence: Span, index: number): Span {
    return this.between(this.denialMarks, sentence, index)
  }

  private between(marks: Spans, sentence: Span, index: number): Span {
    const before = marks.lastFrom(index)
    const after = marks.firstFrom(index)
    return {
      start: before && before.start >= sentence.start ? before.start + 1 : sentence.start,
      end: after && after.end <= sentence.end ? after.start : sentence.end,
    }
  }

  hasStar(span: Span): boolean {
    return (this.starsBefore[span.end] ?? 0) > (this.starsBefore[span.start] ?? 0)
  }
}
