/**
 * A page's link into the other language, refused before a save as `npm run check` refuses it
 * (lib/content/check/languageLinks.ts): from a Spanish page to an English page, or from an English
 * page to a Spanish address. The index does not pair pages with their translations, so the
 * sentence says "its Spanish page" without naming it; `npm run check` names it.
 */
import { englishLinkMessage, isSpanishAddress, spanishLinkMessage } from '../content/check/languageLinks.ts'
import type { SiteIndex } from '../content/model/siteIndex.ts'
import { isPageSchema } from './contentSchemas.ts'
import type { EditedEntry } from './editedEntry.ts'
import { linkTargets } from './siteCheck.ts'

export function languageLinkProblem(site: SiteIndex, url: string, entry: EditedEntry | undefined): string | undefined {
  if (!entry || !isPageSchema(entry.schema) || typeof entry.path !== 'string') return undefined
  const [address = ''] = url.split('#')
  if (!address.startsWith('/')) return undefined
  const fromSpanish = isSpanishAddress(entry.path)
  if (!fromSpanish && isSpanishAddress(address)) return spanishLinkMessage(address)
  if (fromSpanish && !isSpanishAddress(address) && linkTargets(site).pageAt(address)) return englishLinkMessage(address)
  return undefined
}
