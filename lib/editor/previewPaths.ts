/**
 * Where the editor's "View the page" opens an entry (Decap's `preview_path`, a template on the
 * entry), in the entry's language: a page at its own `path`; an entry with a page of its own (an
 * attorney) at that page, under the page of that language that lists its collection (the page
 * showing the `listedBy` component its collection's routes declare: lib/content/routes.ts's rule);
 * an FAQ entry or a glossary term on the page of that language that shows them, found in
 * content/pages/ (content/es/pages/ for a Spanish entry) by the component that does (the registry's
 * `anchors`), with the entry's anchor where that component gives each entry one. Nothing here names
 * a page's address.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { mdxRegistry, type MdxComponentName } from '../content/schema/componentRegistry.ts'
import type { Language } from '../content/schema/language.ts'
import { BODY_FIELD, mdxFormat } from './contentFormats.ts'
import { underListingPage } from '../content/routes.ts'
import {
  collectionNames,
  collections,
  declarationOf,
  type CollectionName,
} from '../content/schema/collectionRegistry.ts'
import { editorRegistry, type ViewDeclaration } from './editorRegistry.ts'

/** Decap's template for the entry's file name. */
const SLUG = '{{slug}}'

/** Decap's template for a page: its `path` field. */
export const PAGE_PREVIEW_PATH = '{{fields.path}}'

/** The components that list a collection's entries, as its view declares them (./editorRegistry.ts). */
function listingComponents(components: MdxComponentName[] | { anchors: string }): MdxComponentName[] {
  if (Array.isArray(components)) return components
  return (Object.keys(mdxRegistry) as MdxComponentName[]).filter(
    (name) => (mdxRegistry[name] as { anchors?: string }).anchors === components.anchors,
  )
}

/** A page of one language: its address and its body (where the lists' components are). */
export interface PageOfLanguage {
  path: string
  body: string
}

function pagesOf(contentDir: string, language: Language): PageOfLanguage[] {
  const folder = path.join(contentDir, ...(language === 'es' ? ['es'] : []), collections.pages.folder)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .flatMap((file) => {
      const data = mdxFormat.fromFile(readFileSync(path.join(folder, file), 'utf8'))
      return typeof data.path === 'string' ? [{ path: data.path, body: String(data[BODY_FIELD] ?? '') }] : []
    })
}

/** The first of the pages whose body shows one of the components. */
const pageShowing = (pages: PageOfLanguage[], components: string[]) =>
  pages.find((p) => components.some((name) => new RegExp(`<${name}[\\s/>]`).test(p.body)))

/** The one place that chooses where "View the page" opens an entry of `collection`, among the pages of the entry's language. */
export function viewPagePath(collection: CollectionName, pages: PageOfLanguage[]): string | undefined {
  const view: ViewDeclaration = editorRegistry[collection].view
  if (view === 'own path') return PAGE_PREVIEW_PATH
  if (view === 'own page') {
    const routes = declarationOf(collection).routes
    const listing = routes?.kind === 'entry' ? pageShowing(pages, [routes.listedBy]) : undefined
    return listing && underListingPage(listing.path, SLUG)
  }
  const page = pageShowing(pages, listingComponents(view.components))
  return page && `${page.path}${view.at === 'anchor' ? `#${SLUG}` : ''}`
}

/**
 * Each collection's `preview_path` in `language`; a collection no page of that language shows has
 * none (Decap then opens the home page).
 */
export function previewPaths(
  contentDir: string,
  language: Language = 'en',
): Record<CollectionName, string | undefined> {
  const pages = pagesOf(contentDir, language)
  return Object.fromEntries(collectionNames.map((name) => [name, viewPagePath(name, pages)])) as Record<
    CollectionName,
    string | undefined
  >
}
