/** The site's two languages: how locales name them, the other one, and each one's home page. */
import type { Language } from './language.ts'

/** `og:locale`: the language as written in the United States. */
export const locales: Record<Language, string> = { en: 'en_US', es: 'es_US' }

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'es' : 'en')

/** The home page of a language: where the logo, a not-found page and a language link without a counterpart lead. */
export function homePath(language: Language): string {
  return language === 'es' ? '/es' : '/'
}
