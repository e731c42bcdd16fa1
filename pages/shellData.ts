/** What every page's shell (head, header, footer) needs, content pages and the not-found page alike. */
import type { Content } from '../lib/content/store.ts'
import { siteFacts } from '../lib/content/siteFacts.ts'
import { buildSettings } from '../lib/content/settings.ts'
import type { SiteFacts } from '../lib/content/schema/factsShape.ts'
import type { LanguageLinks } from './languageLinks.ts'
import { homePath } from '../lib/content/schema/languageNames.ts'

export interface ShellData extends LanguageLinks {
  /** The origin of canonical links, social tags and the JSON-LD (SITE_URL or site.yaml). */
  siteUrl: string
  /** The firm's facts and lists for the components (the same object on every page, not a copy). */
  facts: SiteFacts
}

export function shellData(
  content: Content,
  links: LanguageLinks = { language: 'en', otherLanguageHref: homePath('es') },
): ShellData {
  const facts = siteFacts(content, links.language)
  return { siteUrl: buildSettings(content.site).siteUrl, facts, ...links }
}

/** A content page's data; undefined on the not-found page, whose data is the shell's alone. */
export function contentPageData<D extends ShellData>(data: D | undefined): Extract<D, { file: string }> | undefined {
  return data && 'file' in data ? (data as Extract<D, { file: string }>) : undefined
}
