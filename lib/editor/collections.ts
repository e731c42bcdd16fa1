/**
 * The editor's collections: glossary terms, FAQ entries, attorneys, pages (each followed by its
 * Spanish collection, ./spanishCollections.ts) and the firm's facts
 * (site.yaml), each generated from the zod schema `npm run check` uses (lib/content/schema/collections.ts).
 * Choices come from the content's own lists; bodies are raw text, so nothing rewrites MDX.
 */
import { attorneySchema, faqSchema, glossarySchema, pageSchema, siteSchema } from '../content/schema/collections.ts'
import { CREDENTIALS_HEADING } from '../content/schema/attorneyBody.ts'
import { bodyField } from './bodyField.ts'
import type { CollectionPaths } from './collectionPaths.ts'
import { MDX_FORMAT, YAML_FORMAT } from './contentFormats.ts'
import { glossaryCategoryOptions, practiceAreaOptions, snippetsFor } from './contentOptions.ts'
import { spanishCollections } from './spanishCollections.ts'
import { previewPaths } from './previewPaths.ts'
import { portraitField } from './photoUpload/portraitField.ts'
import { RELATED_TERMS_WIDGET } from './widgetNames.ts'
import { schemaFields, type DecapField } from './schemaFields.ts'

/**
 * A folder of MDX files, listed by its title field (not by file name), with "View Live" opening
 * the entry's page when one shows it (lib/editor/previewPaths.ts).
 */
interface Listing {
  /** The field that names an entry: its list row and the list's order. */
  title: string
  /** Other fields the list can be sorted by. */
  sortAlso?: string[]
  previewPath: string | undefined
}

function folder(
  paths: CollectionPaths,
  name: string,
  { title, sortAlso = [], previewPath }: Listing,
  extra: Record<string, unknown>,
) {
  return {
    name,
    folder: `${paths.content}/${name}`,
    extension: 'mdx',
    format: MDX_FORMAT,
    create: true,
    identifier_field: title,
    sortable_fields: [{ field: title, default_sort: true }, ...sortAlso],
    ...(previewPath ? { preview_path: previewPath, preview_path_preserve_slashes: true } : {}),
    ...extra,
  }
}

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
  const rules = paths.guide('rules-the-build-enforces-for-you', 'Rules the build enforces for you')
  const spanish = spanishCollections({ paths, components, formsField })
  return [
    folder(
      paths,
      'glossary',
      { title: 'term', sortAlso: ['category'], previewPath: preview.glossary },
      {
        label: 'Glossary terms',
        label_singular: 'Glossary term',
        description: `One file a term in content/glossary/. ${paths.guide('i-want-to', 'I want to... add a glossary term')}`,
        slug: '{{term}}',
        summary: '{{term}} ({{category}})',
        fields: [
          ...schemaFields(glossarySchema, {
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
              options: practiceAreaOptions(paths.contentDir),
              hint: 'From content/practice-areas.yaml.',
            },
            category: {
              widget: 'select',
              options: glossaryCategoryOptions(paths.contentDir),
              hint: 'From content/glossary-categories.yaml.',
            },
          }),
          bodyField('Definition', `Plain text or Markdown. ${rules}`),
        ],
      },
    ),
    spanish.glossary,
    folder(
      paths,
      'faq',
      { title: 'question', sortAlso: ['order'], previewPath: preview.faq },
      {
        label: 'FAQ',
        label_singular: 'FAQ entry',
        description: `One question a file in content/faq/. ${paths.guide('i-want-to', 'I want to... add or change an FAQ')}`,
        summary: '{{question}}',
        fields: [
          ...schemaFields(faqSchema, { question: { hint: 'Ends with a question mark.' } }),
          bodyField('Answer', `Markdown. ${rules}`),
        ],
      },
    ),
    spanish.faq,
    folder(
      paths,
      'attorneys',
      { title: 'name', sortAlso: ['order'], previewPath: preview.attorneys },
      {
        label: 'Attorneys',
        label_singular: 'Attorney',
        description: `One file an attorney in content/attorneys/. ${paths.guide('i-want-to', 'I want to... add an attorney')}`,
        summary: '{{name}}, {{title}}',
        fields: [
          ...schemaFields(attorneySchema, {
            focusAreas: { hint: 'Shown as tags. Never call them specialties (NY Rule 7.4).' },
            photo: portraitField(imagesFolder(paths.content)),
          }),
          bodyField(
            'Full biography',
            `Markdown, ending with a "## ${CREDENTIALS_HEADING.en}" list. ${rules}`,
            components,
          ),
        ],
      },
    ),
    spanish.attorneys,
    folder(
      paths,
      'pages',
      { title: 'title', sortAlso: ['path'], previewPath: preview.pages },
      {
        label: 'Pages',
        label_singular: 'Page',
        description: `One file a page in content/pages/. ${paths.guide('the-building-blocks-a-page-can-use', 'The building blocks a page can use')}`,
        slug: '{{path}}',
        summary: '{{title}} ({{path}})',
        fields: [
          ...schemaFields(pageSchema, {
            forms: formsField,
          }),
          bodyField(
            'Page text (Markdown and blocks)',
            `Written as in the file: Markdown and the site's blocks. ${paths.guide('the-building-blocks-a-page-can-use', 'The building blocks a page can use')}; ${rules}`,
            components,
          ),
        ],
      },
    ),
    spanish.pages,
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
