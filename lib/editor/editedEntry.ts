/**
 * The entry being edited as the checks across entries read it: its file, its schema (by its
 * content folder, or its collection while it is new) and the fields of a page they judge (its
 * addresses, its forms), as the form holds them now rather than as they were saved.
 */
import { isContentSchemaName, schemaNameForPath, type ContentSchemaName } from './contentSchemas.ts'
import type { EntryData, ImmutableValue } from './decapTypes.ts'

export interface EditedEntry {
  /** As the editor names it (`content/glossary/negligence.mdx`); undefined for a new entry. */
  file?: string
  schema?: ContentSchemaName
  path?: unknown
  aliases?: unknown
  forms?: unknown
}

interface Named {
  get(key: string): unknown
}

export function entrySchema(entry: Named | undefined, collection: Named | undefined): ContentSchemaName | undefined {
  const byPath = schemaNameForPath(String(entry?.get('path') ?? ''))
  if (byPath) return byPath
  const name = collection?.get('name') ?? entry?.get('collection')
  return isContentSchemaName(name) ? name : undefined
}

/** The entry a control belongs to, as it is now: Decap's `entry` prop may be older than `getEntry()`. */
export function currentEntry(props: { entry?: unknown; getEntry?: unknown }): ImmutableValue | undefined {
  return (props.getEntry as (() => ImmutableValue) | undefined)?.() ?? (props.entry as ImmutableValue | undefined)
}

/** The fields of `data` (the entry's, as plain values) the checks read. */
export function editedFields(file: unknown, schema: ContentSchemaName | undefined, data: EntryData | undefined) {
  const edited: EditedEntry = { path: data?.path, aliases: data?.aliases, forms: data?.forms }
  if (typeof file === 'string' && file) edited.file = file
  if (schema) edited.schema = schema
  return edited
}

/** The entry Decap hands a control or a listener; undefined when there is none yet. */
export function editedEntry(entry: ImmutableValue | undefined, collection?: Named): EditedEntry | undefined {
  if (!entry) return undefined
  const data = (entry.get('data') as ImmutableValue | undefined)?.toJS() as EntryData | undefined
  return editedFields(entry.get('path'), entrySchema(entry, collection), data)
}
