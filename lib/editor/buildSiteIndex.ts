/**
 * The site index the editor checks an unsaved entry against (lib/content/model/siteIndex.ts),
 * derived from the pipeline's result: the dev server serves it at /admin/site-index.json
 * (scripts/vite-plugin-editor.ts) and the editor's build writes it there (scripts/build-editor.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { PipelineResult } from '../content/model/content.ts'
import type { ContentEntry } from '../content/model/entries.ts'
import type { IndexedName, IndexedPage, SiteIndex } from '../content/model/siteIndex.ts'
import { findYamlLine } from '../content/read/yamlLines.ts'
import { BUILT_FILES } from '../content/check/checkSite.ts'
import { placeLinks } from '../content/check/checkPlaces.ts'
import { spanishSiteLinks } from '../content/check/spanishSiteLinks.ts'
import { sourceHashOf } from '../content/translationStatus.ts'
import { siteRoutes } from '../content/routes.ts'
import { routeTargets } from '../content/check/routeTargets.ts'
import { collectionNames, collections, type CollectionName } from '../content/schema/collectionRegistry.ts'
import type { IndexedTranslation } from '../content/model/siteIndex.ts'
import { mdxFormat } from './contentFormats.ts'
import { translatedText } from './translationReview.ts'

/** Every file under public/, as the address the site serves it at. */
function publicAddresses(dir: string, at = ''): string[] {
  let names: import('node:fs').Dirent[]
  try {
    names = readdirSync(path.join(dir, at), { withFileTypes: true })
  } catch {
    return []
  }
  return names.flatMap((d) =>
    d.isDirectory() ? publicAddresses(dir, `${at}/${d.name}`) : d.isFile() ? [`${at}/${d.name}`] : [],
  )
}

/**
 * The files of content/images/ by their names there (`attorneys/jane-doe.jpg`): only ordinary files
 * and folders, a symbolic link neither listed nor followed (as the content check reads the folder).
 */
function imageNames(dir: string, at = ''): string[] {
  let names: import('node:fs').Dirent[]
  try {
    names = readdirSync(path.join(dir, at), { withFileTypes: true })
  } catch {
    return []
  }
  return names
    .flatMap((d) => {
      const name = at ? `${at}/${d.name}` : d.name
      return d.isDirectory() ? imageNames(dir, name) : d.isFile() ? [name] : []
    })
    .sort()
}

const internal = (entry: { analysis: { links: { url: string }[] } }) =>
  entry.analysis.links.map((l) => l.url).filter((url) => url.startsWith('/'))

/** Files named as the editor names them: from the content folder's parent (`content/faq/cost.mdx`). */
let shown = (file: string) => file

function named(entry: ContentEntry<unknown>, field: string): IndexedName {
  return {
    file: shown(entry.file),
    links: internal(entry),
    name: String((entry.data as Record<string, unknown>)[field]),
    line: findYamlLine(entry.frontmatter, [field]) + 1,
  }
}

/** Each route (every page, every attorney's page) as the link checks see it (check/routeTargets.ts). */
function indexedPages(content: PipelineResult): IndexedPage[] {
  const links = new Map([...content.pages, ...content.es.pages].map((page) => [page.file, internal(page)]))
  return routeTargets(siteRoutes(content)).map((target) => ({
    file: shown(target.file),
    // An attorney's links are their entry's (`attorneys`), not their page's.
    links: links.get(target.file) ?? [],
    addresses: target.addresses,
    anchors: [...target.anchors],
    usesAttorneyAnchors: target.usesAttorneyAnchors,
    usesGlossaryAnchors: target.usesGlossaryAnchors,
  }))
}

/** Each English entry's text as `npm run translations -- --stamp` records it, by its file name without `.mdx`. */
const sourceHashes = (entries: ContentEntry<unknown>[]) =>
  Object.fromEntries(entries.map((entry) => [entry.slug, sourceHashOf(readFileSync(path.resolve(entry.file)))]))

/** Each English entry's Spanish file, with the English translated text as the editor reads the file (./contentFormats.ts). */
function translations(content: PipelineResult, collection: CollectionName): Record<string, IndexedTranslation> {
  const english = new Map((content[collection] as ContentEntry<unknown>[]).map((entry) => [entry.slug, entry]))
  const indexed: Record<string, IndexedTranslation> = {}
  for (const spanish of content.es[collection]) {
    const source = english.get(spanish.data.translationOf)
    if (!source || indexed[source.slug]) continue
    const data = mdxFormat.fromFile(readFileSync(path.resolve(source.file), 'utf8'))
    indexed[source.slug] = {
      file: shown(spanish.file),
      slug: spanish.slug,
      ...(spanish.data.sourceHash ? { recorded: spanish.data.sourceHash } : {}),
      text: translatedText(collection, data),
    }
  }
  return indexed
}

/** One value for each collection of the registry, by its name. */
function byCollection<T>(make: (name: CollectionName) => T): Record<CollectionName, T> {
  return Object.fromEntries(collectionNames.map((name) => [name, make(name)])) as Record<CollectionName, T>
}

export function buildSiteIndex(content: PipelineResult, publicDir = path.resolve('public')): SiteIndex {
  const siteLinks = content.site
    ? [
        ...content.site.navigation.map((l) => l.href),
        ...content.site.footer.groups.flatMap((g) => g.links.map((l) => l.href)),
        content.site.notFound.homeLink.href,
        content.site.notFound.contactLink.href,
        ...spanishSiteLinks({ ...content, site: content.site }).map((l) => l.url),
      ]
    : []
  const root = path.dirname(content.dir)
  const leadForms = content.leadFormsFile.read?.data
  shown = (file) => path.relative(root, path.resolve(file)).split(path.sep).join('/')
  return {
    // Every route, Spanish pages and attorneys' pages too, as `npm run check` judges links against them.
    pages: indexedPages(content),
    attorneys: content.attorneys.map((a) => named(a, collections.attorneys.namedBy.field)),
    faq: content.faq.map((f) => named(f, collections.faq.namedBy.field)),
    glossary: content.glossary.map((g) => ({
      ...named(g, collections.glossary.namedBy.field),
      slug: g.slug,
      relatedTerms: g.data.relatedTerms,
      inLegalGlossary: g.data.lists.includes('legal-glossary'),
    })),
    otherLinks: [
      { file: shown(content.siteFile.file), links: siteLinks.filter((u) => u.startsWith('/')) },
      { file: shown(content.placesFile.file), links: placeLinks(content).map((l) => l.url) },
    ],
    files: [...BUILT_FILES, ...publicAddresses(publicDir)],
    ...(leadForms ? { leadForms: { variants: leadForms.variants, caseTypes: leadForms.caseTypes } } : {}),
    images: imageNames(path.join(content.dir, 'images')),
    sourceHashes: byCollection((name) => sourceHashes(content[name])),
    translations: byCollection((name) => translations(content, name)),
  }
}
