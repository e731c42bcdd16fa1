/**
 * Checks across entries: every address belongs to one page, every internal link and
 * `#anchor` leads somewhere, related glossary terms exist. Adds to `content.problems`.
 */
import path from 'node:path'
import type { SiteContent } from '../model/content.ts'
import { allEntries } from '../read/allEntries.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { slugify } from '../../text/slugify.ts'
import { indexPagesByUrl, pageAt } from '../pagesByUrl.ts'
import { placeLinks } from './checkPlaces.ts'
import { checkLists } from './checkLists.ts'
import { urlProblem } from '../schema/urlRule.ts'
import { publicFileExists } from './publicFiles.ts'

/** Addresses the build itself writes (not pages). */
const BUILT_FILES = new Set(['/sitemap.xml', '/robots.txt'])

export function checkSite(content: SiteContent): void {
  const { problems } = content
  const owners = new Map<string, { file: string; line: number; kind: 'path' | 'alias' }>()

  for (const page of content.pages) {
    const claims: { url: string; line: number; kind: 'path' | 'alias' }[] = [
      { url: page.data.path, line: findYamlLine(page.frontmatter, ['path']) + 1, kind: 'path' },
      ...page.data.aliases.map((url, i) => ({
        url,
        line: findYamlLine(page.frontmatter, ['aliases', i]) + 1,
        kind: 'alias' as const,
      })),
    ]
    for (const claim of claims) {
      const owner = owners.get(claim.url)
      if (!owner) {
        owners.set(claim.url, { file: page.file, line: claim.line, kind: claim.kind })
        continue
      }
      const what =
        claim.kind === 'alias' && owner.kind === 'path'
          ? `alias \`${claim.url}\` is the path of another page (${owner.file}:${owner.line}). An alias must be an address no other page uses: remove it here, or change that page's path.`
          : `${claim.kind} \`${claim.url}\` is already used by ${owner.file}:${owner.line}. Each address can belong to one page only: change or remove one of them.`
      problems.push({ file: page.file, line: claim.line, message: what })
    }
    const canonical = page.data.canonical
    if (canonical && canonical !== page.data.path && !page.data.aliases.includes(canonical)) {
      problems.push({
        file: page.file,
        line: findYamlLine(page.frontmatter, ['canonical']) + 1,
        message: `canonical \`${canonical}\` must be this page's path or one of its aliases.`,
      })
    }
  }

  const pagesByUrl = indexPagesByUrl(content.pages)
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
  ]
  const linkSources = [
    { file: content.siteFile.file, links: siteLinks },
    { file: content.placesFile.file, links: placeLinks(content) },
    ...allEntries(content).map((e) => ({ file: e.file, links: e.analysis.links })),
  ]
  for (const entry of linkSources) {
    for (const link of entry.links) {
      // Other websites, and addresses the URL rule refuses (reported where they are read), are not pages to look for.
      if (!link.url.startsWith('/') || urlProblem(link.url)) continue
      const [pathname = '', hash] = link.url.split('#')
      const clean = pathname.split('?')[0] || '/'
      const target = pageAt(pagesByUrl, clean)
      if (!target) {
        if (BUILT_FILES.has(clean) || publicFileExists(publicDir, clean)) continue
        problems.push({
          file: entry.file,
          line: link.line,
          message: `the link to \`${link.url}\` goes to no page. Correct the address, or add \`${clean}\` to the \`aliases\` of the page it should open.`,
        })
        continue
      }
      if (hash) {
        const anchors = target.analysis.anchors
        const ok =
          anchors.has(hash) ||
          (target.analysis.usesAttorneyAnchors && attorneyAnchors.has(hash)) ||
          (target.analysis.usesGlossaryAnchors && glossaryAnchors.has(hash))
        if (!ok)
          problems.push({
            file: entry.file,
            line: link.line,
            message: `the link to \`${link.url}\` points at \`#${hash}\`, which ${target.file} does not have. Use one of its anchors (${
              [...anchors]
                .slice(0, 8)
                .map((a) => `#${a}`)
                .join(', ') || 'none'
            }) or remove \`#${hash}\`.`,
          })
      }
    }
  }

  const terms = new Set(content.glossary.map((g) => g.slug))
  for (const term of content.glossary) {
    term.data.relatedTerms.forEach((related, i) => {
      if (!terms.has(related))
        problems.push({
          file: term.file,
          line: findYamlLine(term.frontmatter, ['relatedTerms', i]) + 1,
          message: `related term \`${related}\` does not exist. Use the file name (without .mdx) of a term in content/glossary/.`,
        })
    })
  }
  checkLists(content)
}
