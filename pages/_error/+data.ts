// https://vike.dev/data
/** The not-found page has no entry of its own: it gets the shell's data (the firm's facts, the site's address). */
import { contentStore } from '../../lib/content/store.ts'
import { shellData, type ShellData } from '../shellData.ts'
import { notFoundLanguageLinks } from '../languageLinks.ts'

export const data = (): ShellData => shellData(contentStore(), notFoundLanguageLinks('en'))
