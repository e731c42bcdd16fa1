/**
 * Where the editor's "View Live" opens an entry (Decap's `preview_path`, a template on the entry):
 * a page at its own `path`; an attorney at their own page under the page that lists them; an FAQ
 * entry or a glossary term on the page that shows them, found in content/pages/ by the component
 * that does (the registry's `anchors`), with the entry's anchor where that component gives each one. Nothing here names a page's address.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { mdxRegistry, type MdxComponentName } from '../content/schema/componentRegistry.ts'
import { BODY_FIELD, mdxFormat } from './contentFormats.ts'
import { underAttorneysPage } from '../content/routes.ts'

/** Decap's template for the entry's file name. */
const SLUG = '{{slug}}'

/** Decap's template for a page: its `path` field. */
export const PAGE_PREVIEW_PATH = '{{fields.path}}'

const withAnchors = (kind: 'attorneys' | 'glossary-terms') =>
  (Object.keys(mdxRegistry) as MdxComponentName[]).filter(
    (name) => (mdxRegistry[name] as { anchors?: string }).anchors === kind,
  )

/** The components that list a collection's entries, and where each entry is from that page: its own page under it, its anchor, or the page itself. */
const listedBy: Record<
  'attorneys' | 'glossary' | 'faq',
  { components: MdxComponentName[]; at: 'page' | 'anchor' | 'list' }
> = {
  // Each attorney has a page of their own under the attorneys page (lib/content/routes.ts).
  attorneys: { components: withAnchors('attorneys'), at: 'page' },
  glossary: { components: withAnchors('glossary-terms'), at: 'anchor' },
  // The FAQ page's questions have no anchors of their own.
  faq: { components: ['FaqAndGlossary'], at: 'list' },
}

function pagesOf(contentDir: string): { path: string; body: string }[] {
  const folder = path.join(contentDir, 'pages')
  return readdirSync(folder)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .flatMap((file) => {
      const data = mdxFormat.fromFile(readFileSync(path.join(folder, file), 'utf8'))
      return typeof data.path === 'string' ? [{ path: data.path, body: String(data[BODY_FIELD] ?? '') }] : []
    })
}

/** Each collection's `preview_path`; a collection no page shows has none (Decap then opens the home page). */
export function previewPaths(contentDir: string): Record<'pages' | keyof typeof listedBy, string | undefined> {
  const pages = pagesOf(contentDir)
  const shownOn = ({ components, at }: (typeof listedBy)[keyof typeof listedBy]) => {
    const page = pages.find((p) => components.some((name) => new RegExp(`<${name}[\\s/>]`).test(p.body)))
    if (!page) return undefined
    return at === 'page' ? underAttorneysPage(page.path, SLUG) : `${page.path}${at === 'anchor' ? `#${SLUG}` : ''}`
  }
  return {
    pages: PAGE_PREVIEW_PATH,
    attorneys: shownOn(listedBy.attorneys),
    glossary: shownOn(listedBy.glossary),
    faq: shownOn(listedBy.faq),
  }
}
