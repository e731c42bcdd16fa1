/**
 * Checks across entries: every address belongs to one page (or an entry's own page), every internal link and
 * `#anchor` leads somewhere, related glossary terms exist. Adds to `content.problems`.
 */
import path from 'node:path'
import type { SiteContent } from '../model/content.ts'
import { allEntries } from '../read/allEntries.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { slugify } from '../../text/slugify.ts'
import { indexByUrl, pageAt } from '../pagesByUrl.ts'
import type { SiteRoute } from '../routes.ts'
import { routeTargets } from './routeTargets.ts'
import { placeLinks } from './checkPlaces.ts'
import { checkLists } from './checkLists.ts'
import { duplicateAddressMessage, judgeLink, missingRelatedTermMessage, type LinkTargets } from './judgeLink.ts'
import { publicFileExists } from './publicFiles.ts'
import { spanishSiteLinks } from './spanishSiteLinks.ts'

/** Addresses the build itself writes (not pages). */
export const BUILT_FILES = new Set(['/sitemap.xml', '/robots.txt'])

/** `routes` are the site's (lib/content/routes.ts): every page and entry's own page, each address once. */
export function checkSite(content: SiteContent, routes: readonly SiteRoute[]): void {
  const { problems } = content
  const owners = new Map<string, { file: string; line: number; kind: 'path' | 'alias' }>()
  const targets = routeTargets(routes)

  // An entry's own page (an attorney's) holds its address first (it is made from the entry's file
  // name), so a page claiming it is the one told to change.
  const ofKind = (kind: SiteRoute['kind']) => targets.filter((_, i) => routes[i]?.kind === kind)
  for (const target of [...ofKind('entry'), ...ofKind('page')]) {
    for (const claim of target.addresses) {
      const owner = owners.get(claim.url)
      if (!owner) {
        owners.set(claim.url, { file: target.file, ...claim })
        continue
      }
      const what = duplicateAddressMessage(claim, owner)
      problems.push({ file: target.file, line: claim.line, message: what })
    }
  }
  for (const page of content.pages) {
    const canonical = page.data.canonical
    if (canonical && canonical !== page.data.path && !page.data.aliases.includes(canonical)) {
      problems.push({
        file: page.file,
        line: findYamlLine(page.frontmatter, ['canonical']) + 1,
        message: `canonical \`${canonical}\` must be this page's path or one of its aliases.`,
      })
    }
  }

  const targetsByUrl = indexByUrl(targets, (target) => target.addresses.map((a) => a.url))
  const attorneyAnchors = new Set(content.attorneys.map((a) => slugify(a.data.name)))
  const glossaryAnchors = new Set(
    content.glossary.filter((g) => g.data.lists.includes('legal-glossary')).map((g) => g.slug),
  )
  const publicDir = path.resolve('public')

  const siteLinks = [
    ...content.site.navigation.map((l, i) => ({
      url: l.href,
      line: findYamlLine(content.siteFile.text, ['navigation', i, 'href']),
    })),
    ...content.site.footer.groups.flatMap((g, gi) =>
      g.links.map((l, i) => ({
        url: l.href,
        line: findYamlLine(content.siteFile.text, ['footer', 'groups', gi, 'links', i, 'href']),
      })),
    ),
    ...(['homeLink', 'contactLink'] as const).map((key) => ({
      url: content.site.notFound[key].href,
      line: findYamlLine(content.siteFile.text, ['notFound', key, 'href']),
    })),
    ...spanishSiteLinks(content),
  ]
  const linkSources = [
    { file: content.siteFile.file, links: siteLinks },
    { file: content.placesFile.file, links: placeLinks(content) },
    ...allEntries(content).map((e) => ({ file: e.file, links: e.analysis.links })),
  ]
  const site: LinkTargets = {
    pageAt: (url) => pageAt(targetsByUrl, url),
    fileExists: (url) => BUILT_FILES.has(url) || publicFileExists(publicDir, url),
    attorneyAnchors,
    glossaryAnchors,
  }
  for (const entry of linkSources) {
    for (const link of entry.links) {
      const message = judgeLink(link.url, site)
      if (message) problems.push({ file: entry.file, line: link.line, message })
    }
  }

  const terms = new Set(content.glossary.map((g) => g.slug))
  for (const term of content.glossary) {
    term.data.relatedTerms.forEach((related, i) => {
      if (!terms.has(related))
        problems.push({
          file: term.file,
          line: findYamlLine(term.frontmatter, ['relatedTerms', i]) + 1,
          message: missingRelatedTermMessage(related),
        })
    })
  }
  checkLists(content)
}
