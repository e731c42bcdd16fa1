import type { Language } from './schema/language.ts'

/** A value derived from the content, made on first use and kept as long as that read of the content. */
export function memoOnContent<C extends object, V>(derive: (content: C) => V): (content: C) => V {
  const made = new WeakMap<C, V>()
  return (content) => {
    if (made.has(content)) return made.get(content) as V
    const value = derive(content)
    made.set(content, value)
    return value
  }
}

/** A value derived from the content in one language, made on first use in that language (./memo.ts's memoOnContent, per language). */
export function memoInLanguage<C extends object, V>(
  derive: (content: C, language: Language) => V,
): (content: C, language?: Language) => V {
  const made = new Map<Language, (content: C) => V>()
  return (content, language = 'en') => {
    let inLanguage = made.get(language)
    if (!inLanguage) {
      inLanguage = memoOnContent((c: C) => derive(c, language))
      made.set(language, inLanguage)
    }
    return inLanguage(content)
  }
}
