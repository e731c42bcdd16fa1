// https://vike.dev/data
/** The Spanish not-found page gets the shell's data in Spanish. */
import { contentStore } from '../../lib/content/store.ts'
import { shellData, type ShellData } from '../shellData.ts'
import { notFoundLanguageLinks } from '../languageLinks.ts'

export const data = (): ShellData => shellData(contentStore(), notFoundLanguageLinks('es'))
