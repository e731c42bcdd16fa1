/**
 * The guide's tables of the collections (docs/CONTENT.md), written from the code alone: the registry
 * (lib/content/schema/collectionRegistry.ts), the schemas' fields, the editor's lists
 * (lib/editor/editorRegistry.ts), `npm run new`'s words (../newContentTemplates.ts) and the guide's
 * plain words for each collection (lib/content/schema/collectionGuide.ts). Reads no file: a change
 * of content never changes a table.
 */
import type { z } from 'zod'
import { collectionGuide, holdsWords, untranslatedWords } from '../../lib/content/schema/collectionGuide.ts'
import { collectionNames, declarationOf, type CollectionName } from '../../lib/content/schema/collectionRegistry.ts'
import { collectionSchemas } from '../../lib/content/schema/collectionSchemas.ts'
import { editorRegistry } from '../../lib/editor/editorRegistry.ts'
import { startingFiles } from '../newContentTemplates.ts'

const code = (text: string) => `\`${text}\``
const list = (names: string[]) => names.map(code).join(', ')
const row = (cells: string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`
const table = (head: string[], rows: string[][]) =>
  [row(head), `|${head.map(() => '---').join('|')}|`, ...rows.map(row)].join('\n')
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

interface ZodLike {
  def: { type: string; innerType?: ZodLike; element?: ZodLike; entries?: Record<string, string> }
  safeParse(value: unknown): { success: boolean }
}

/** The values a field may take when the schema lists them (an enum, or a list of one). */
function choices(field: ZodLike): string[] {
  const { def } = field
  if (def.innerType) return choices(def.innerType)
  if (def.type === 'array' && def.element) return choices(def.element)
  return def.type === 'enum' && def.entries ? Object.values(def.entries) : []
}

const fieldsOf = (schema: z.ZodObject) => Object.entries(schema.shape as Record<string, ZodLike>)

/** `title`, `lists` (`home`, `faq`): a field with the values the schema allows. */
function fieldWithChoices([name, field]: [string, ZodLike]): string {
  const values = choices(field)
  return values.length ? `${code(name)} (${list(values)})` : code(name)
}

function fieldsCell(name: CollectionName): string {
  const fields = fieldsOf(collectionSchemas[name].schema)
  // A field the schema lets a file leave out (optional, or with a value in effect without it).
  const optional = (field: ZodLike) => field.safeParse(undefined).success
  const required = fields.filter(([, field]) => !optional(field)).map(fieldWithChoices)
  const rest = fields.filter(([, field]) => optional(field)).map(fieldWithChoices)
  return [`required: ${required.join(', ')}`, ...(rest.length ? [`optional: ${rest.join(', ')}`] : [])].join('; ')
}

/** The fields a Spanish file translates (those of the English file it has too), and those it takes from the English. */
function translatedFields(name: CollectionName): { translated: string[]; english: string[] } {
  const english = fieldsOf(collectionSchemas[name].schema).map(([field]) => field)
  const spanish = new Set(fieldsOf(collectionSchemas[name].translation).map(([field]) => field))
  return {
    translated: english.filter((field) => spanish.has(field)),
    english: english.filter((field) => !spanish.has(field)),
  }
}

/** Where each kind of entry is, what its file holds, where the editor lists it and how to start one. */
export function collectionsTable(): string {
  return table(
    [
      'entries',
      'one file is',
      'folder',
      'fields at the top of the file',
      'the text below the fields',
      'in the editor',
      'to start one',
    ],
    collectionNames.map((name) => {
      const guide = collectionGuide[name]
      return [
        capital(declarationOf(name).plural),
        guide.shows,
        code(`content/${declarationOf(name).folder}/`),
        fieldsCell(name),
        guide.body.en,
        `**${editorRegistry[name].label}**`,
        code(`npm run new -- ${startingFiles[name].kind} <name>`),
      ]
    }),
  )
}

/** Each kind's Spanish files: where they are, what they hold, what comes from the English, and what happens without one. */
export function spanishFilesTable(): string {
  return table(
    [
      'entries',
      'Spanish files',
      'in the editor',
      'a Spanish file holds',
      'taken from the English file',
      'without its Spanish file',
    ],
    collectionNames.map((name) => {
      const { folder, plural, translation } = declarationOf(name)
      const guide = collectionGuide[name]
      const { translated, english } = translatedFields(name)
      const holds = [
        translation.holds === 'whole'
          ? `${holdsWords.whole} ${guide.body.es}`
          : `${holdsWords.words} ${list(translated)}, and ${guide.body.es}`,
        ...(guide.spanishNote ? [guide.spanishNote] : []),
      ].join('; ')
      return [
        capital(plural),
        code(`content/es/${folder}/`),
        `**${editorRegistry[name].spanish.label}**`,
        holds,
        english.length ? list(english) : 'nothing',
        untranslatedWords[translation.untranslated](guide.one),
      ]
    }),
  )
}

/** The guide's generated blocks, by the name their marker gives (`<!-- generated: collections -->`). */
export const guideTables: Record<string, () => string> = {
  collections: collectionsTable,
  'spanish files': spanishFilesTable,
}
