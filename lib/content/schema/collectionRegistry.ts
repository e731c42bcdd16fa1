/**
 * Each collection of MDX entries, declared once (the shape of Astro's `defineCollection`): its folder
 * under content/ (its Spanish files in the same folder under content/es/), how its bodies are shown,
 * the field that names an entry, its routes, and what its Spanish files hold and what the Spanish pages
 * do with an entry not yet translated. Its schemas, English and Spanish, are in ./collectionSchemas.ts,
 * by the same names: this module imports no schema, because the page modules the browser's page
 * script is built from reach it (through the routes and the facts), and a schema built at a module's
 * top would be kept in that script. The model's types, the reader, the pipeline, the translation
 * checks and report, the routes, the lookups, the localised views, the editor
 * (lib/editor/editorRegistry.ts adds its labels, fields and previews) and the guide's tables
 * (./collectionGuide.ts adds their plain words) loop over it: a new collection is its declaration
 * here, its schemas there, its editor's and guide's words, and its components. A page per entry is
 * its `routes` here (`{ kind: 'entry', listedBy }`: lib/content/routes.ts makes the routes, both
 * languages, from it alone; the editor's "View the page" is `view: 'own page'`), the component that
 * lists the entries, and its page template (pages/entry/entryTemplates.tsx: its page's data and
 * component; lib/content/entryPageTitle.ts: its title).
 */
import type { MdxComponentName } from './componentRegistry.ts'

/**
 * How the site shows a collection's bodies: `mdx` (pages, attorney bios) are compiled and
 * rendered with the site's components; `text` (FAQ answers, glossary definitions) become plain
 * text blocks, read from the same parse and never compiled.
 */
export type BodyKind = 'mdx' | 'text'

/** What a collection's Spanish files are, and what Spanish pages do with an English entry that has none. */
interface TranslationDeclaration {
  /**
   * `whole`: the Spanish file is the whole entry (a page under /es/); `words`: it holds only the
   * words, and the entry's other facts (name, order, lists, category) come from the English file.
   */
  holds: 'whole' | 'words'
  /** Without a Spanish file: a `problem` (every page exists in both languages), shown `in English`, or `left out`. */
  untranslated: 'problem' | 'in English' | 'left out'
}

export interface CollectionDeclaration<Component extends string = MdxComponentName> {
  /** The folder under content/ (and under content/es/ for the Spanish files). */
  folder: string
  /** What messages call its entries, e.g. `glossary terms`. */
  plural: string
  translation: TranslationDeclaration
  body: BodyKind
  /** The field whose value no two entries may share, and what a message calls it. */
  namedBy?: { field: string; what: string }
  /** How entries get addresses (lib/content/routes.ts). None: shown only in lists. */
  routes?: RouteDeclaration<Component>
}

/**
 * How a collection's entries get addresses, in each language (lib/content/routes.ts makes them):
 * `page`, each entry a page at its own `path` and aliases (its Spanish file a page of its own);
 * `entry`, each entry its own page under the page that lists the collection, the page of that
 * language whose body shows `<listedBy />`, at that page's address + `/` + the English file's name
 * (in each language that has such a page; the Spanish one shows the Spanish file when there is one).
 */
export type RouteDeclaration<Component extends string = MdxComponentName> =
  | { kind: 'page' }
  | { kind: 'entry'; listedBy: Component }

/**
 * The collections in the order the pipeline reads them and messages list them. A plain object (no
 * call at the module's top): a bundle that imports this module for a type or a name keeps nothing of it.
 */
export const collections = {
  pages: {
    folder: 'pages',
    plural: 'pages',
    translation: { holds: 'whole', untranslated: 'problem' },
    body: 'mdx',
    routes: { kind: 'page' },
  },
  attorneys: {
    folder: 'attorneys',
    plural: 'attorneys',
    translation: { holds: 'words', untranslated: 'in English' },
    body: 'mdx',
    namedBy: { field: 'name', what: 'attorney name' },
    routes: { kind: 'entry', listedBy: 'AttorneyList' },
  },
  faq: {
    folder: 'faq',
    plural: 'FAQ entries',
    translation: { holds: 'words', untranslated: 'left out' },
    body: 'text',
    namedBy: { field: 'question', what: 'question' },
  },
  glossary: {
    folder: 'glossary',
    plural: 'glossary terms',
    translation: { holds: 'words', untranslated: 'left out' },
    body: 'text',
    namedBy: { field: 'term', what: 'term' },
  },
} satisfies Record<string, CollectionDeclaration>

export type CollectionName = keyof typeof collections

/** Every collection's name, in the registry's order (pure: an unused list leaves no trace in a bundle). */
export const collectionNames = /* @__PURE__ */ Object.keys(collections) as CollectionName[]

/** A collection's declaration, as any collection's (its optional parts possibly absent). */
export function declarationOf(name: CollectionName): CollectionDeclaration {
  return collections[name]
}

export function isCollectionName(name: unknown): name is CollectionName {
  return typeof name === 'string' && Object.hasOwn(collections, name)
}

/** The collections whose entries are named by a field (`namedBy`). */
export type NamedCollection = {
  [K in CollectionName]: (typeof collections)[K] extends { namedBy: object } ? K : never
}[CollectionName]

/** The collections each of whose entries has a page of its own under the page listing them (`routes: { kind: 'entry' }`). */
export type EntryPageCollection = {
  [K in CollectionName]: (typeof collections)[K] extends { routes: { kind: 'entry' } } ? K : never
}[CollectionName]
