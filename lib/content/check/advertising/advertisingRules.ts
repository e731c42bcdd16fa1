/**
 * New York's attorney-advertising rules that can be read off a text, judged on what a reader reads
 * (./readerText.ts), never on the spelling: no claim to be a specialist (Rule 7.4,
 * ./specialistClaim.ts); every "no fee unless..." promise marked with the asterisk that points to the
 * costs note (Rule 7.1(p), ./noFeePromise.ts); no promise of results (./resultPromises.ts); no
 * superlative about the firm without its source (./superlatives.ts). Each text that reaches a page is
 * judged as one piece (a paragraph, a heading, a list item, a table cell, a field), by the same rules
 * in the content check, the editor and the check of the built pages. The work grows with the
 * length of the text, never with its square.
 */
import type { ContentProblem } from '../../model/problems.ts'
import type { AdvertisingRule, Finding, Language } from './finding.ts'
import { findUnmarkedNoFee } from './noFeePromise.ts'
import { readerText } from './readerText.ts'
import { findResultPromises } from './resultPromises.ts'
import { findSpecialistClaims } from './specialistClaim.ts'
import { findSuperlatives } from './superlatives.ts'

const RULES: AdvertisingRule[] = [findSpecialistClaims, findUnmarkedNoFee, findResultPromises, findSuperlatives]
/**
 * A search term (a page's `keywords`, in its head for search engines) is shown beside no costs note,
 * so no asterisk could point at one: every rule but the asterisk's applies.
 */
const SEARCH_TERM_RULES = RULES.filter((rule) => rule !== findUnmarkedNoFee)

/** A text that reaches a page, as written, and where each of its characters is in its file. */
export interface WrittenText {
  /** As written: a field's value, or a block's text joined from its Markdown as it renders. */
  text: string
  /** The file line of the character at `index` of `text`. */
  lineAt(index: number): number
  language: Language
  /** A search term, never shown on the page (see SEARCH_TERM_RULES). */
  searchTerm?: boolean
}

/** Every finding in a text as a reader reads it, in the order of the text. */
export function judgeReaderText(text: string, language: Language, rules = RULES): Finding[] {
  return rules.flatMap((rule) => rule(text, language)).sort((a, b) => a.start - b.start)
}

/** Every finding in a written text, each with its place in the written text and its words. */
export function judgeWrittenText(
  written: string,
  language: Language,
  searchTerm = false,
): (Finding & { at: number })[] {
  const read = readerText(written)
  return judgeReaderText(read.text, language, searchTerm ? SEARCH_TERM_RULES : RULES).map((finding) => {
    const at = read.from(finding.start)
    const end = read.from(finding.end - 1) + 1
    // What the eye reads differs from what is written: say so, or the words cannot be found.
    const plain = written
      .slice(at, end)
      .replace(/\s+/g, ' ')
      .replace(/[\u2018\u2019]/g, "'")
    const hidden = plain !== read.text.slice(finding.start, finding.end)
    return {
      ...finding,
      at,
      message: hidden
        ? `${finding.message} (The words are written with characters a reader does not see, character codes or look-alike letters: retype them.)`
        : finding.message,
    }
  })
}

/** The problems of texts of one file, each at the line of the words at fault. */
export function checkWrittenTexts(texts: Iterable<WrittenText>, file: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const { text, lineAt, language, searchTerm } of texts)
    for (const finding of judgeWrittenText(text, language, searchTerm))
      problems.push({ file, line: lineAt(finding.at), message: finding.message })
  return problems
}
