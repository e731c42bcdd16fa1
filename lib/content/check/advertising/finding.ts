/** What an advertising rule finds in a text as a reader reads it (./readerText.ts). */
import type { Language } from '../../schema/language.ts'

export type { Language }

export interface Finding {
  /** Where the words at fault start and end in the reader's text. */
  start: number
  end: number
  /** What is wrong, the rule in plain words, and what to write instead. */
  message: string
}

/** A rule: every finding in one text (a paragraph, a heading, a field), whose language is `language`. */
export type AdvertisingRule = (text: string, language: Language) => Finding[]
