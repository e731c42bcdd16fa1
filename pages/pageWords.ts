/** A page's title, description, canonical path and share image: its entry's, or (the not-found page) site.yaml `notFound`'s. */
import type { PageContext } from 'vike/types'
import { contentPageData } from './shellData.ts'
import { documentTitle } from '../lib/content/schema/documentTitle.ts'

export function pageWords(data: PageContext['data']) {
  const page = contentPageData(data)
  const notFound = data?.facts.site.notFound
  return {
    title: page && data ? documentTitle(page.title, data.facts.site.shortName) : (notFound?.title ?? ''),
    /** The title alone, as the page's share card shows it. */
    heading: page?.title ?? notFound?.title ?? '',
    description: page?.description ?? notFound?.description ?? '',
    canonical: page?.canonical ?? (data?.language === 'es' ? '/es/404' : '/404'),
    keywords: page?.keywords ?? [],
    image: page?.image,
  }
}
