/**
 * The Spanish files (content/es/) in the editor: one collection a folder, each placed right after
 * the English collection it translates (./collections.ts), its words from ./editorRegistry.ts and its
 * fields generated from the collection's translation schema (lib/content/schema/collectionRegistry.ts)
 * as the English ones are from theirs. Not Decap's own `i18n:` (folders per language): its 3.x editor
 * does not always show the other languages' fields, and a Spanish attorney, FAQ entry or glossary
 * term holds only its words, not the English file's shape.
 */
import { collections, type CollectionName } from '../content/schema/collectionRegistry.ts'
import { collectionSchemas } from '../content/schema/collectionSchemas.ts'
import type { ComponentSnippet } from './componentSnippets.ts'
import { bodyField } from './bodyField.ts'
import { mdxFolder } from './mdxFolder.ts'
import { editorRegistry, type EditorContext, type EditorDeclaration } from './editorRegistry.ts'
import { TRANSLATION_RECORD_WIDGET } from './translationReview.ts'
import { schemaFields, type DecapField, type FieldOverrides } from './schemaFields.ts'

/** What a Spanish collection needs from the editor's other collections. */
export interface SpanishCollectionParts {
  /** The English collections' context (its `rules` are replaced by the Spanish ones). */
  context: EditorContext
  /** The insert menu of the body editor, as the English pages and attorneys have it. */
  components: ComponentSnippet[]
  /** Where "View the page" opens an entry (the Spanish page that shows it). */
  previewPath: string | undefined
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

/** The Spanish collection of `english` (`es-<name>`: a slash in a collection's name would break the editor's addresses). */
export function spanishCollection(
  english: CollectionName,
  { context, components, previewPath }: SpanishCollectionParts,
) {
  const { paths } = context
  const guide = paths.guide('spanish-pages', 'Spanish pages')
  const spanishContext = { ...context, rules: `${guide} The same rules as the English, in Spanish.` }
  const { folder } = collections[english]
  const declared: EditorDeclaration['spanish'] = editorRegistry[english].spanish
  const about = `Spanish translations in content/es/${folder}/: each names the English file it translates. ${guide}`
  return mdxFolder(
    `es-${english}`,
    `${paths.content}/es/${folder}`,
    { title: declared.title, previewPath },
    {
      label: declared.label,
      label_singular: declared.singular,
      description: declared.more ? `${about} ${declared.more}` : about,
      ...(declared.slug ? { slug: declared.slug } : {}),
      summary: declared.summary,
      fields: [
        ...fields(collectionSchemas[english].translation, {
          translationOf: translationOf(english, declared.shownBy),
          ...declared.fields?.(spanishContext),
        }),
        bodyField(declared.body.label, declared.body.hint(spanishContext), declared.body.components ? components : []),
      ],
    },
  )
}
