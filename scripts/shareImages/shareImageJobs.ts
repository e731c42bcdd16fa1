/**
 * What the share-image step must draw, from the content: one card a page (both languages, each
 * entry's own page such as an attorney's, and the two not-found pages), named by its canonical path (lib/shareCard/shareImagePath.ts), in the page's
 * language. Aliases have none of their own: their canonical link names the page.
 */
import type { Content } from '../../lib/content/store.ts'
import { canonicalPath } from '../../lib/content/entries.ts'
import { languageOf, sitePages } from '../../lib/content/languages.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import type { Language } from '../../lib/content/schema/language.ts'
import { markLetters, type ShareCard } from '../../lib/shareCard/shareCardSvg.ts'
import { shareImagePath } from '../../lib/shareCard/shareImagePath.ts'
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import { photoCopies } from '../../lib/content/schema/photoCopies.ts'
import { siteRoutes } from '../../lib/content/routes.ts'
import { entryPageTitle } from '../../lib/content/entryPageTitle.ts'

export interface ShareImageJob {
  /** Its address under dist/client, e.g. `/images/share/es/abogado.png`. */
  url: string
  card: ShareCard
  /** The page's photo (frontmatter `image`) as its 1200 x 630 copy under dist/client, which the card lies over. */
  photo?: string
}

export function shareImageJobs(content: Content): ShareImageJob[] {
  const facts = (language: Language) => siteFacts(content, language)
  const job = (canonical: string, title: string, language: Language, image?: string): ShareImageJob => {
    const { site, words } = facts(language)
    const read = image ? content.photos[image] : undefined
    const photo = read && !('problem' in read) ? photoCopies(read, 'social').at(-1)?.url : undefined
    return {
      url: shareImagePath(canonical, Boolean(photo)),
      card: {
        title,
        firmName: site.name,
        mark: markLetters(site.shortName),
        label: fillPlaceholders(words.shell.shareImageLabel, { year: site.foundingYear }),
        ...(photo ? { overPhoto: true } : {}),
      },
      ...(photo ? { photo } : {}),
    }
  }
  return [
    ...sitePages(content).map((page) =>
      job(canonicalPath(page), page.data.title, languageOf(content, page), page.data.image),
    ),
    ...siteRoutes(content).flatMap((route) =>
      route.kind === 'entry' ? [job(route.url, entryPageTitle(content, route), route.language)] : [],
    ),
    job('/404', facts('en').site.notFound.title, 'en'),
    job('/es/404', facts('es').site.notFound.title, 'es'),
  ]
}
