/**
 * The disclosures every page carries, which content may word but never remove: New York's label
 * "Attorney Advertising" (Rule 7.1(f); a Spanish page shows "Publicidad de abogados" too) among the
 * footer's disclaimers, and the costs note that every "No fee unless we win*" asterisk points to
 * (Rule 7.1(p)). The footer's schema (./shellWords.ts) refuses a site.yaml without them, the content
 * check's no-fee rule reads the same costs words, and postbuild checks every built page for them.
 */
import { z } from 'zod'
import { ATTORNEY_ADVERTISING } from './resultsDisclaimer.ts'
import type { Language } from './language.ts'

/** The label in each language, as a disclaimer starts with it. */
export const ADVERTISING_LABEL: Record<Language, string> = {
  en: ATTORNEY_ADVERTISING,
  es: 'Publicidad de abogados',
}

/** Words that say case costs may still be owed, in English and in Spanish. */
export const COSTS_EXPLAINED = /\b(costs?|expenses|disbursements)\b|(?<!\p{L})(?:costos?|gastos)(?!\p{L})/iu

/** A costs note: the asterisk the promises carry, then words that say costs may still be owed. */
export function isCostsNote(text: string): boolean {
  return text.trim().startsWith('*') && COSTS_EXPLAINED.test(text)
}

const EXAMPLE_NOTE: Record<Language, string> = {
  en: "*No attorney's fee unless we obtain a recovery. Case costs and expenses may be owed regardless of outcome.",
  es: '*No cobramos honorarios de abogado a menos que obtengamos una indemnización. Es posible que se deban los costos del caso.',
}

const EXAMPLE_DISCLAIMER: Record<Language, string> = {
  en: 'Attorney Advertising. Prior results do not guarantee a similar outcome.',
  es: 'Publicidad de abogados. Los resultados anteriores no garantizan un resultado similar.',
}

/** The footer's costs note: required, and a note the asterisks can point to. */
export const feeNoteSchema = (language: Language) =>
  z.string().refine(isCostsNote, {
    message: `is the note every "No fee unless we win*" asterisk points to, and New York's advertising rules (Rule 7.1(p)) require it: start it with \`*\` and say that case costs may still be owed, e.g. "${EXAMPLE_NOTE[language]}"`,
  })

/** The footer's disclaimers: one of them starts with the advertising label. */
export const disclaimersSchema = (language: Language) =>
  z
    .array(z.string())
    .min(1)
    .refine((texts) => texts.some((text) => text.trim().startsWith(ADVERTISING_LABEL[language])), {
      message: `must keep New York's label "${ADVERTISING_LABEL[language]}" (Rule 7.1(f)): every page shows it. Start the first disclaimer with it again, e.g. \`- ${EXAMPLE_DISCLAIMER[language]}\``,
    })
