/**
 * What the editor adds to each collection of lib/content/schema/collectionRegistry.ts: its labels and
 * help, the fields that need more than their schema gives (choices from the content's lists, the
 * portrait upload), its body field, its Spanish collection's, and where "View the page" opens an entry
 * (./previewPaths.ts). Declared in the order the editor lists them; ./collections.ts and
 * ./spanishCollections.ts make Decap's collections from it, admin/preview/registerPreviews.ts its
 * previews, lib/editor/translationReview.ts its Spanish labels. Words only (the browser's editor imports
 * it): nothing here reads a file or knows Decap's configuration format.
 */
import { CREDENTIALS_HEADING } from '../content/schema/attorneyBody.ts'
import type { CollectionName } from '../content/schema/collectionRegistry.ts'
import type { MdxComponentName } from '../content/schema/componentRegistry.ts'
import type { CollectionPaths } from './collectionPaths.ts'
import { portraitField } from './photoUpload/portraitField.ts'
import { RELATED_TERMS_WIDGET } from './widgetNames.ts'
import type { FieldOverrides, DecapField } from './schemaFields.ts'

/** What a collection's declarations are given when the editor's configuration is made. */
export interface EditorContext {
  paths: CollectionPaths
  /** content/images/ from the repository's root (the editor's media folder). */
  images: string
  /** A page's `forms:` field (./collections.ts). */
  formsField: Partial<DecapField>
  /** The guide's "Rules the build enforces for you", as a link or a reference. */
  rules: string
  /** The choices taken from the content's own lists (./contentOptions.ts). */
  options: { practiceAreas: { label: string; value: string }[]; glossaryCategories: string[] }
}

interface BodyDeclaration {
  label: string
  hint: (context: EditorContext) => string
  /** The body editor's insert menu of the site's components (pages and bios); plain-text bodies have none. */
  components: boolean
}

/**
 * Where "View the page" opens an entry: its own `path`; its `own page`, under the page of its language
 * that lists the collection (as its `routes: { kind: 'entry', listedBy }` in the collection registry
 * says); or the page of its language that lists it.
 */
export type ViewDeclaration =
  | 'own path'
  | 'own page'
  | {
      /** The components that list the collection's entries (or those whose registry `anchors` are theirs): the page whose body has one shows them. */
      components: MdxComponentName[] | { anchors: 'attorneys' | 'glossary-terms' }
      /** The entry's anchor on that page, or the page itself. */
      at: 'anchor' | 'list'
    }

export interface EditorDeclaration {
  label: string
  singular: string
  description: (context: EditorContext) => string
  /** The field that names an entry (its row in the list and the list's order), and others to sort by. */
  title: string
  sortAlso?: string[]
  /** Decap's template for a new file's name; its default (the title field) when absent. */
  slug?: string
  summary: string
  fields?: (context: EditorContext) => FieldOverrides
  body: BodyDeclaration
  view: ViewDeclaration
  /** The collection of its Spanish files (content/es/<folder>/), by the same parts. */
  spanish: {
    label: string
    singular: string
    /** What the description adds after where the files are: which facts come from the English file. */
    more?: string
    title: string
    /** The English field that names the entry "Translation of" chooses. */
    shownBy: string
    slug?: string
    summary: string
    fields?: (context: EditorContext) => FieldOverrides
    body: BodyDeclaration
  }
}

const focusAreas = { hint: 'Shown as tags. Never call them specialties (NY Rule 7.4).' }
const buildingBlocks = (paths: CollectionPaths) =>
  paths.guide('the-building-blocks-a-page-can-use', 'The building blocks a page can use')

/** The editor's collections, in the order it lists them (each followed by its Spanish one). */
export const editorRegistry = {
  glossary: {
    label: 'Glossary terms',
    singular: 'Glossary term',
    description: ({ paths }) =>
      `One file a term in content/glossary/. ${paths.guide('i-want-to', 'I want to... add a glossary term')}`,
    title: 'term',
    sortAlso: ['category'],
    slug: '{{term}}',
    summary: '{{term}} ({{category}})',
    fields: ({ options }) => ({
      relatedTerms: {
        widget: RELATED_TERMS_WIDGET,
        collection: 'glossary',
        value_field: '{{slug}}',
        search_fields: ['term'],
        display_fields: ['term'],
        multiple: true,
        hint: 'Other terms of /legal-glossary, by their file name: only those are offered (the page links to them).',
      },
      practiceAreas: {
        widget: 'select',
        multiple: true,
        options: options.practiceAreas,
        hint: 'From content/practice-areas.yaml.',
      },
      category: {
        widget: 'select',
        options: options.glossaryCategories,
        hint: 'From content/glossary-categories.yaml.',
      },
    }),
    body: { label: 'Definition', hint: ({ rules }) => `Plain text or Markdown. ${rules}`, components: false },
    view: { components: { anchors: 'glossary-terms' }, at: 'anchor' },
    spanish: {
      label: 'Glosario (español)',
      singular: 'Término del glosario (español)',
      more: 'The category, lists and related terms come from the English file.',
      title: 'term',
      shownBy: 'term',
      slug: '{{term}}',
      summary: '{{term}}',
      body: { label: 'Definition', hint: ({ rules }) => rules, components: false },
    },
  },
  faq: {
    label: 'FAQ',
    singular: 'FAQ entry',
    description: ({ paths }) =>
      `One question a file in content/faq/. ${paths.guide('i-want-to', 'I want to... add or change an FAQ')}`,
    title: 'question',
    sortAlso: ['order'],
    summary: '{{question}}',
    fields: () => ({ question: { hint: 'Ends with a question mark.' } }),
    body: { label: 'Answer', hint: ({ rules }) => `Markdown. ${rules}`, components: false },
    // The FAQ page's questions have no anchors of their own.
    view: { components: ['FaqAndGlossary'], at: 'list' },
    spanish: {
      label: 'Preguntas frecuentes (español)',
      singular: 'Pregunta frecuente (español)',
      more: 'The lists and order come from the English file.',
      title: 'question',
      shownBy: 'question',
      summary: '{{question}}',
      fields: () => ({ question: { hint: 'Starts with "¿" and ends with "?".' } }),
      body: { label: 'Answer', hint: ({ rules }) => rules, components: false },
    },
  },
  attorneys: {
    label: 'Attorneys',
    singular: 'Attorney',
    description: ({ paths }) =>
      `One file an attorney in content/attorneys/. ${paths.guide('i-want-to', 'I want to... add an attorney')}`,
    title: 'name',
    sortAlso: ['order'],
    summary: '{{name}}, {{title}}',
    fields: ({ images }) => ({ focusAreas, photo: portraitField(images) }),
    body: {
      label: 'Full biography',
      hint: ({ rules }) => `Markdown, ending with a "## ${CREDENTIALS_HEADING.en}" list. ${rules}`,
      components: true,
    },
    // Each attorney has a page of their own under the attorneys page (lib/content/routes.ts).
    view: 'own page',
    spanish: {
      label: 'Abogados (español)',
      singular: 'Abogado (español)',
      more: 'The name, extension, e-mail, photo and order come from the English file.',
      title: 'translationOf',
      shownBy: 'name',
      slug: '{{translationOf}}',
      summary: '{{translationOf}}: {{title}}',
      fields: () => ({ focusAreas }),
      body: {
        label: 'Full biography',
        hint: ({ rules }) => `Ending with a "## ${CREDENTIALS_HEADING.es}" list. ${rules}`,
        components: true,
      },
    },
  },
  pages: {
    label: 'Pages',
    singular: 'Page',
    description: ({ paths }) => `One file a page in content/pages/. ${buildingBlocks(paths)}`,
    title: 'title',
    sortAlso: ['path'],
    slug: '{{path}}',
    summary: '{{title}} ({{path}})',
    fields: ({ formsField }) => ({ forms: formsField }),
    body: {
      label: 'Page text (Markdown and blocks)',
      hint: ({ paths, rules }) =>
        `Written as in the file: Markdown and the site's blocks. ${buildingBlocks(paths)}; ${rules}`,
      components: true,
    },
    view: 'own path',
    spanish: {
      label: 'Páginas (español)',
      singular: 'Página (español)',
      title: 'title',
      shownBy: 'title',
      summary: '{{title}} ({{path}})',
      fields: ({ formsField }) => ({
        path: { hint: 'Under /es/, e.g. /es/abogado-accidentes-de-auto (the Spanish home page: /es).' },
        forms: formsField,
      }),
      body: { label: 'Page text (Markdown and blocks)', hint: ({ rules }) => rules, components: true },
    },
  },
} satisfies Record<CollectionName, EditorDeclaration>

/** The collections in the editor's order. */
export const editorOrder = Object.keys(editorRegistry) as CollectionName[]

/** Each Spanish collection's label in the editor (where to find a Spanish file). */
export const SPANISH_LABELS = Object.fromEntries(
  editorOrder.map((name) => [name, editorRegistry[name].spanish.label]),
) as Record<CollectionName, string>
