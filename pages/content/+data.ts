// https://vike.dev/data
/** What a content route hands its page: the entry behind the URL, trimmed to what rendering needs. */
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { canonicalPath, findPageByUrl, getPageForms } from '../../lib/content/index'
import { usesIslands } from './usesIslands'
import { entryBodyFiles } from './entryBodyFiles'
import type { LeadFormConfig } from '../../lib/content/schema/leadTypes'
import { getSiteFacts } from '../../lib/content/siteFacts'
import type { SiteFacts } from '../../lib/content/schema/siteFacts'

export interface ContentPageData {
  file: string
  title: string
  description: string
  keywords: string[]
  canonical: string
  forms: Record<string, LeadFormConfig>
  hasIslands: boolean
  /** Files of other entries whose bodies the page renders (EntryBodies.tsx). */
  entryBodies: string[]
  /** The firm's facts and lists for the components (the same object on every page, not a copy). */
  facts: SiteFacts
}

export function data(pageContext: PageContextServer): ContentPageData {
  const page = findPageByUrl(pageContext.urlPathname)
  if (!page) throw render(404)
  return {
    file: page.file,
    title: page.data.title,
    description: page.data.description,
    keywords: page.data.keywords ?? [],
    canonical: canonicalPath(page),
    forms: getPageForms(page),
    hasIslands: usesIslands(page),
    entryBodies: entryBodyFiles(page),
    facts: getSiteFacts(),
  }
}
