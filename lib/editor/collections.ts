/**
 * The editor's collections: one for each collection of lib/content/schema/collectionRegistry.ts, in
 * the editor's order (./editorRegistry.ts), each followed by its Spanish collection
 * (./spanishCollections.ts), then the firm's facts (site.yaml); their fields generated from the zod
 * schemas `npm run check` uses. Choices come from the content's own lists; bodies are raw text, so
 * nothing rewrites MDX.
 */
import { collections } from '../content/schema/collectionRegistry.ts'
import { collectionSchemas } from '../content/schema/collectionSchemas.ts'
import { siteSchema } from '../content/schema/collections.ts'
import { bodyField } from './bodyField.ts'
import type { CollectionPaths } from './collectionPaths.ts'
import { YAML_FORMAT } from './contentFormats.ts'
import { mdxFolder } from './mdxFolder.ts'
import { glossaryCategoryOptions, practiceAreaOptions, snippetsFor } from './contentOptions.ts'
import { editorOrder, editorRegistry, type EditorContext, type EditorDeclaration } from './editorRegistry.ts'
import { spanishCollection } from './spanishCollections.ts'
import { previewPaths } from './previewPaths.ts'
import { schemaFields, type DecapField } from './schemaFields.ts'

// Shown to read (and refused beside it), changed in the file: lib/editor/formsCheck.ts.
const formsField: Partial<DecapField> = {
  widget: 'checked-forms',
  label: 'Case-review forms',
  hint: 'The forms a `<CaseReviewButton form="...">` or `<LeadForm form="...">` of the text names: changed in the file (README "Lead forms").',
}

/** content/images/ from the repository's root (the editor's media folder). */
export const imagesFolder = (content: string) => (content === '.' ? 'images' : `${content}/images`)

export function editorCollections(paths: CollectionPaths) {
  const preview = previewPaths(paths.contentDir)
  const components = snippetsFor(paths.contentDir)
  const context: EditorContext = {
    paths,
    images: imagesFolder(paths.content),
    formsField,
    rules: paths.guide('rules-the-build-enforces-for-you', 'Rules the build enforces for you'),
    options: {
      practiceAreas: practiceAreaOptions(paths.contentDir),
      glossaryCategories: glossaryCategoryOptions(paths.contentDir),
    },
  }
  const spanishPreview = previewPaths(paths.contentDir, 'es')
  return [
    ...editorOrder.flatMap((name) => {
      const declared: EditorDeclaration = editorRegistry[name]
      const { folder } = collections[name]
      const { schema } = collectionSchemas[name]
      const english = mdxFolder(
        name,
        `${paths.content}/${folder}`,
        { title: declared.title, sortAlso: declared.sortAlso, previewPath: preview[name] },
        {
          label: declared.label,
          label_singular: declared.singular,
          description: declared.description(context),
          ...(declared.slug ? { slug: declared.slug } : {}),
          summary: declared.summary,
          fields: [
            ...schemaFields(schema, declared.fields?.(context) ?? {}),
            bodyField(declared.body.label, declared.body.hint(context), declared.body.components ? components : []),
          ],
        },
      )
      return [english, spanishCollection(name, { context, components, previewPath: spanishPreview[name] })]
    }),
    {
      name: 'site',
      label: "The firm's facts",
      format: YAML_FORMAT,
      editor: { preview: false },
      description: `content/site.yaml: names, phones, offices, menus. ${paths.guide('i-want-to', 'I want to... change the phone number, an address')}`,
      files: [
        {
          name: 'site',
          label: 'site.yaml',
          file: `${paths.content}/site.yaml`,
          fields: schemaFields(siteSchema, {
            es: {
              label: 'Spanish words (es)',
              hint: 'What the Spanish pages show in place of the words above; links go to Spanish pages (/es/...).',
            },
          }),
        },
      ],
    },
  ]
}
