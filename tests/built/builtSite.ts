/**
 * The built site as the tests of built HTML read it (tests/built, tests/spec/built): the pages of
 * dist/client/sitemap.xml (attorneys' pages among them, with no content page behind them), every alias of the content's pages, and the not-found page of each
 * language; which file answers an address; each page read and parsed (parse5) once per worker.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse, type DefaultTreeAdapterTypes } from 'parse5'
import { canonicalPath, type PageEntry } from '../../lib/content/entries.ts'
import { languageOf, sitePages } from '../../lib/content/languages.ts'
import { indexPagesByUrl, pageAt, pageUrls } from '../../lib/content/pagesByUrl.ts'
import type { Language } from '../../lib/content/schema/language.ts'
import { contentStore } from '../../lib/content/store.ts'
import { routeAt } from '../../lib/content/routes.ts'

export const BUILT_ROOT = path.resolve('dist/client')

export interface BuiltPageRef {
  /** The address, e.g. `/faq`, `/es/preguntas-frecuentes`, `/404`. */
  url: string
  kind: 'page' | 'alias' | 'not-found'
  language: Language
  /** The content page it shows (for a page or an alias); none on an attorney's page. */
  entry?: PageEntry
  /** An attorney's page (lib/content/routes.ts): the attorney's file. */
  attorney?: string
}

export interface BuiltPage extends BuiltPageRef {
  /** Its file, relative to dist/client. */
  file: string
  html: string
  document: DefaultTreeAdapterTypes.Document
}

const isFile = (relative: string) => {
  const full = path.join(BUILT_ROOT, relative)
  return existsSync(full) && statSync(full).isFile()
}

/**
 * The HTML file that answers an address, relative to dist/client: `<path>/index.html` or
 * `<path>.html`, whichever the build wrote (the host serves either); undefined when there is none.
 */
export function builtFileFor(url: string): string | undefined {
  const relative = decodeURIComponent(url.split(/[?#]/)[0]!).replace(/^\/+/, '').replace(/\/+$/, '')
  if (!relative) return isFile('index.html') ? 'index.html' : undefined
  return [`${relative}/index.html`, `${relative}.html`].find(isFile)
}

/** Whether the host has something at the address: a page, or a file such as an image. */
export function builtAddressExists(url: string): boolean {
  const relative = decodeURIComponent(url.split(/[?#]/)[0]!).replace(/^\/+/, '')
  return !!builtFileFor(url) || (!!relative && isFile(relative))
}

let refs: BuiltPageRef[] | undefined

/** Every page the build publishes (sitemap.xml), then every alias, then the not-found pages. */
export function builtPages(): BuiltPageRef[] {
  if (refs) return refs
  const content = contentStore()
  const byUrl = indexPagesByUrl(sitePages(content))
  const sitemap = path.join(BUILT_ROOT, 'sitemap.xml')
  if (!existsSync(sitemap)) throw new Error('dist/client/sitemap.xml is missing: run `npm run build` first.')
  const published = [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!).pathname
    const entry = pageAt(byUrl, url)
    const route = entry ? undefined : routeAt(content, url)
    if (route?.kind === 'entry' && route.collection === 'attorneys')
      return { url, kind: 'page' as const, language: route.language, attorney: route.file }
    return { url, kind: 'page' as const, language: entry ? languageOf(content, entry) : ('en' as const), entry }
  })
  // Every other address of a page: its aliases, and its path when its canonical address differs.
  const aliases = sitePages(content).flatMap((entry) =>
    pageUrls(entry)
      .filter((url) => url !== canonicalPath(entry))
      .map((url) => ({ url, kind: 'alias' as const, language: languageOf(content, entry), entry })),
  )
  const languages = [...new Set(sitePages(content).map((entry) => languageOf(content, entry)))]
  const notFound = languages.map((language) => ({
    url: language === 'en' ? '/404' : `/${language}/404`,
    kind: 'not-found' as const,
    language,
  }))
  refs = [...published, ...aliases, ...notFound]
  return refs
}

/** The published pages only (no alias, no not-found page). */
export const publishedPages = () => builtPages().filter((p) => p.kind === 'page')

const parsed = new Map<string, BuiltPage>()

/** The page at `ref` (or at an address), read and parsed once per worker. */
export function readBuiltPage(ref: BuiltPageRef | string): BuiltPage {
  const url = typeof ref === 'string' ? ref : ref.url
  const known = parsed.get(url)
  if (known) return known
  const file = builtFileFor(url)
  if (!file) throw new Error(`dist/client has no file for ${url}: run \`npm run build\` first.`)
  const html = readFileSync(path.join(BUILT_ROOT, file), 'utf8')
  const base = typeof ref === 'string' ? (builtPages().find((p) => p.url === url) ?? pageRefFor(url)) : ref
  const page = { ...base, file, html, document: parse(html) }
  parsed.set(url, page)
  return page
}

function pageRefFor(url: string): BuiltPageRef {
  const entry = pageAt(indexPagesByUrl(sitePages(contentStore())), url)
  return {
    url,
    kind: entry && canonicalPath(entry) !== url ? 'alias' : 'page',
    language: entry ? languageOf(contentStore(), entry) : 'en',
    entry,
  }
}

/** Every HTML file of the build but the editor's (admin/, with its own policy), relative to dist/client. */
export function builtHtmlFiles(): string[] {
  return readdirSync(BUILT_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && !f.startsWith('admin/'))
    .sort()
}

export const readBuiltFile = (relative: string) => readFileSync(path.join(BUILT_ROOT, relative), 'utf8')
