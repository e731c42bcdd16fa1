/** The languages the site is written in: English, and Spanish under /es/. */
export type Language = 'en' | 'es'

export const LANGUAGES: readonly Language[] = ['en', 'es']
