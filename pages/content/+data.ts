// https://vike.dev/data
/** What a content route hands its page: the entry behind the URL, trimmed to what rendering needs. */
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentStore } from '../../lib/content/store.ts'
import { canonicalPath, findPageByUrl, pageForms } from '../../lib/content/entries.ts'
import { usesIslands } from './usesIslands.ts'
import { entryBodyFiles } from './entryBodyFiles.ts'
import type { LeadFormConfig } from '../../lib/content/schema/leadTypes.ts'
import { shellData, type ShellData } from '../shellData.ts'
import { pageLanguageLinks } from '../languageLinks.ts'
import type { PhotoFacts } from '../../lib/content/model/photoFacts.ts'
import { pageJsonLd } from '../structuredData/pageJsonLd.ts'
import { caseReviewAction, type CaseReviewAction } from '../../lib/content/caseReviewAction.ts'

export interface ContentPageData extends ShellData {
  file: string
  title: string
  description: string
  keywords: string[]
  canonical: string
  forms: Record<string, LeadFormConfig>
  hasIslands: boolean
  /** Files of other entries whose bodies the page renders (components/EntryBodies.tsx). */
  entryBodies: string[]
  /** The photo of the frontmatter's `image`, shown when the page is shared (pages/shareImage.ts). */
  image?: PhotoFacts
  /** The page's structured data (pages/structuredData/pageJsonLd.ts), written into its head. */
  jsonLd: object[]
  /** What the phone's action bar's "free case review" does on this page (lib/content/caseReviewAction.ts). */
  caseReview?: CaseReviewAction
}

export function data(pageContext: PageContextServer): ContentPageData {
  const content = contentStore()
  const page = findPageByUrl(content, pageContext.urlPathname)
  if (!page) throw render(404)
  const shell = shellData(content, pageLanguageLinks(content, page))
  const image = page.data.image ? shell.facts.photos[page.data.image] : undefined
  const forms = pageForms(content, page)
  const caseReview = caseReviewAction(content, page, forms, shell.facts.site.navigation)
  return {
    ...shell,
    file: page.file,
    title: page.data.title,
    description: page.data.description,
    keywords: page.data.keywords ?? [],
    canonical: canonicalPath(page),
    forms,
    hasIslands: usesIslands(page),
    entryBodies: entryBodyFiles(content, page),
    jsonLd: pageJsonLd(content, page, shell.facts, shell.siteUrl),
    ...(image ? { image } : {}),
    ...(caseReview ? { caseReview } : {}),
  }
}
