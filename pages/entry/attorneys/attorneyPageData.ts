/** The attorneys' page template's data (../entryTemplates.tsx): the content page's data, for their entry, plus the attorney and the trail. */
import type { Content } from '../../../lib/content/store.ts'
import type { EntryRoute } from '../../../lib/content/routes.ts'
import { findPageByUrl } from '../../../lib/content/entries.ts'
import { attorneyTrail, crumbName, type Crumb } from '../../../lib/content/breadcrumbTrail.ts'
import { languageCaseReview } from '../../../lib/content/caseReviewAction.ts'
import { entryPageTitle } from '../../../lib/content/entryPageTitle.ts'
import { homePath, otherLanguage } from '../../../lib/content/schema/languageNames.ts'
import type { AttorneyView } from '../../../lib/content/schema/factsShape.ts'
import { shellData } from '../../shellData.ts'
import type { EntryPageData } from '../entryPageData.ts'
import { breadcrumbJsonLd } from '../../structuredData/breadcrumbJsonLd.ts'
import { personJsonLd } from '../../structuredData/personJsonLd.ts'

export interface AttorneyPageData extends EntryPageData<'attorneys'> {
  /** The attorney in the page's language (their facts, with the Spanish file's words on a Spanish page). */
  attorney: AttorneyView
  /** Home, the attorneys page, the attorney: the visible breadcrumbs and the BreadcrumbList. */
  trail: Crumb[]
}

/** The short bio, cut at a word to the length a search result shows. */
function description(bio: string, max = 160): string {
  if (bio.length <= max) return bio
  return `${bio.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

export function attorneyPageData(content: Content, route: EntryRoute<'attorneys'>): AttorneyPageData {
  const { language, url, alternates } = route
  const shell = shellData(content, {
    language,
    otherLanguageHref: alternates?.[otherLanguage(language)] ?? homePath(otherLanguage(language)),
    ...(alternates ? { alternates } : {}),
  })
  const { facts, siteUrl } = shell
  const attorney = facts.attorneys.find((a) => a.url === url)
  const listing = facts.attorneysPage === undefined ? undefined : findPageByUrl(content, facts.attorneysPage)
  if (!attorney || !listing) throw new Error(`${route.file}: no attorney or attorneys page answers at ${url}.`)
  const { data } = attorney
  const trail = attorneyTrail(
    content,
    listing,
    { name: data.name, path: url },
    facts.site.navigation,
    facts.site.shortName,
  )
  const photo = data.photo ? facts.photos[data.photo] : undefined
  const caseReview = languageCaseReview(content, language, facts.site.navigation)
  return {
    ...shell,
    collection: route.collection,
    file: route.file,
    title: entryPageTitle(content, route),
    description: description(data.bio),
    keywords: [data.name, crumbName(listing), ...data.focusAreas],
    canonical: url,
    forms: {},
    hasIslands: false,
    // The bio is the page's body, and the one entry body it shows (components/attorneys/AttorneyBio.tsx).
    entryBodies: [route.file],
    jsonLd: [breadcrumbJsonLd(trail, siteUrl), personJsonLd(attorney, photo, siteUrl, `${siteUrl}${url}`)],
    attorney,
    trail,
    ...(caseReview ? { caseReview } : {}),
  }
}
