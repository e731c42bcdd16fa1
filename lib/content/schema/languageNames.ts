/** Each language the site is written in, named in itself (as a language link shows it) and as locales name it. */
import type { Language } from './resultsDisclaimer.ts'

export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' }

/** `og:locale`: the language as written in the United States. */
export const locales: Record<Language, string> = { en: 'en_US', es: 'es_US' }

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'es' : 'en')

/** The home page of a language: where the logo, a not-found page and a language link without a counterpart lead. */
export function homePath(language: Language): string {
  return language === 'es' ? '/es' : '/'
}
