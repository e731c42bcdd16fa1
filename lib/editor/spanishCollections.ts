/**
 * The Spanish files (content/es/) in the editor: one collection a folder, each placed right after
 * the English collection it translates, its fields generated from the translation schemas
 * (lib/content/schema/translations.ts) as the English ones are from theirs. Not Decap's own `i18n:`
 * (folders per language): its 3.x editor does not always show the other languages' fields, and a
 * Spanish attorney, FAQ entry or glossary term holds only its words, not the English file's shape.
 */
import {
  attorneyTranslationSchema,
  faqTranslationSchema,
  glossaryTranslationSchema,
  pageTranslationSchema,
} from '../content/schema/translations.ts'
import { CREDENTIALS_HEADING } from '../content/schema/attorneyBody.ts'
import type { ComponentSnippet } from './componentSnippets.ts'
import { bodyField } from './bodyField.ts'
import { MDX_FORMAT } from './contentFormats.ts'
import { previewPaths } from './previewPaths.ts'
import { TRANSLATION_RECORD_WIDGET } from './translationReview.ts'
import { schemaFields, type DecapField, type FieldOverrides } from './schemaFields.ts'
import type { CollectionPaths } from './collectionPaths.ts'

/** What a Spanish collection needs from the editor's other collections. */
export interface SpanishCollectionParts {
  paths: CollectionPaths
  /** The insert menu of the body editor, as the English pages and attorneys have it. */
  components: ComponentSnippet[]
  /** A page's `forms:` field, as the English pages show it. */
  formsField: Partial<DecapField>
}

/** The English entry a translation names, chosen from the English collection's entries by file name. */
function translationOf(collection: string, shownBy: string): Partial<DecapField> {
  return {
    label: 'Translation of (English file)',
    widget: 'relation',
    collection,
    value_field: '{{slug}}',
    search_fields: [shownBy],
    display_fields: [shownBy],
    hint: `The English file this translates, by its name without \`.mdx\` (content/${collection}/).`,
  }
}

/**
 * Which English version the Spanish translates: never typed; shown as words, with a "To review" mark
 * while the English has changed since (admin/translationReview/TranslationRecordControl.tsx).
 */
const sourceHash: Partial<DecapField> = {
  widget: TRANSLATION_RECORD_WIDGET,
  label: 'Up to date with the English?',
  required: false,
}

/** The fields with `translationOf` and `sourceHash` first, as the Spanish files write them. */
function fields(schema: Parameters<typeof schemaFields>[0], overrides: FieldOverrides): DecapField[] {
  const all = schemaFields(schema, { sourceHash, ...overrides })
  const first = ['translationOf', 'sourceHash']
  return [...first.flatMap((name) => all.filter((f) => f.name === name)), ...all.filter((f) => !first.includes(f.name))]
}

/** A Spanish collection; `previewPath`: where "View the page" opens an entry (the Spanish page that shows it). */
function folder(
  paths: CollectionPaths,
  english: string,
  title: string,
  previewPath: string | undefined,
  extra: Record<string, unknown>,
) {
  return {
    name: `es-${english}`,
    folder: `${paths.content}/es/${english}`,
    extension: 'mdx',
    format: MDX_FORMAT,
    create: true,
    identifier_field: title,
    sortable_fields: [{ field: title, default_sort: true }],
    ...(previewPath ? { preview_path: previewPath, preview_path_preserve_slashes: true } : {}),
    ...extra,
  }
}

/** The Spanish collections, by the English collection each follows. */
export function spanishCollections({ paths, components, formsField }: SpanishCollectionParts) {
  const guide = paths.guide('spanish-pages', 'Spanish pages')
  const rules = `${guide} The same rules as the English, in Spanish.`
  const preview = previewPaths(paths.contentDir, 'es')
  const about = (english: string) =>
    `Spanish translations in content/es/${english}/: each names the English file it translates. ${guide}`
  return {
    pages: folder(paths, 'pages', 'title', preview.pages, {
      label: 'Páginas (español)',
      label_singular: 'Página (español)',
      description: about('pages'),
      summary: '{{title}} ({{path}})',
      fields: [
        ...fields(pageTranslationSchema, {
          translationOf: translationOf('pages', 'title'),
          path: { hint: 'Under /es/, e.g. /es/abogado-accidentes-de-auto (the Spanish home page: /es).' },
          forms: formsField,
        }),
        bodyField('Page text (Markdown and blocks)', rules, components),
      ],
    }),
    attorneys: folder(paths, 'attorneys', 'translationOf', preview.attorneys, {
      label: 'Abogados (español)',
      label_singular: 'Abogado (español)',
      description: `${about('attorneys')} The name, extension, e-mail, photo and order come from the English file.`,
      slug: '{{translationOf}}',
      summary: '{{translationOf}}: {{title}}',
      fields: [
        ...fields(attorneyTranslationSchema, {
          translationOf: translationOf('attorneys', 'name'),
          focusAreas: { hint: 'Shown as tags. Never call them specialties (NY Rule 7.4).' },
        }),
        bodyField('Full biography', `Ending with a "## ${CREDENTIALS_HEADING.es}" list. ${rules}`, components),
      ],
    }),
    faq: folder(paths, 'faq', 'question', preview.faq, {
      label: 'Preguntas frecuentes (español)',
      label_singular: 'Pregunta frecuente (español)',
      description: `${about('faq')} The lists and order come from the English file.`,
      summary: '{{question}}',
      fields: [
        ...fields(faqTranslationSchema, {
          translationOf: translationOf('faq', 'question'),
          question: { hint: 'Starts with "¿" and ends with "?".' },
        }),
        bodyField('Answer', rules),
      ],
    }),
    glossary: folder(paths, 'glossary', 'term', preview.glossary, {
      label: 'Glosario (español)',
      label_singular: 'Término del glosario (español)',
      description: `${about('glossary')} The category, lists and related terms come from the English file.`,
      slug: '{{term}}',
      summary: '{{term}}',
      fields: [
        ...fields(glossaryTranslationSchema, { translationOf: translationOf('glossary', 'term') }),
        bodyField('Definition', rules),
      ],
    }),
  }
}
