/**
 * The last check before a save: the entry as it will be written (through the editor's own file
 * format, lib/editor/contentFormats.ts) read back and judged by its schema and its words by the
 * advertising rules (site.yaml's too), its body by the body rules, and a page's `forms:` by the
 * lead-form rules (./formsCheck.ts), each problem in `npm run check`'s words.
 */
import type { z } from 'zod'
import { describeIssue } from '../content/read/describeIssue.ts'
import { checkBody } from './bodyCheck.ts'
import { bodyLineOffset } from './bodyLines.ts'
import { BODY_FIELD, ORIGINAL_TEXT, mdxFormat, yamlFormat } from './contentFormats.ts'
import { contentSchemas, isPageSchema, schemaLanguage, type ContentSchemaName } from './contentSchemas.ts'
import type { EntryData } from './decapTypes.ts'
import type { EditedEntry } from './editedEntry.ts'
import { formsFieldProblems } from './formsCheck.ts'
import { valueAdvertisingProblems } from '../content/check/advertising/checkAdvertising.ts'

/** `edited`: the entry's file and schema, for the checks across entries (./bodyCheck.ts). */
export function checkEntry(schemaName: ContentSchemaName, data: EntryData, edited?: EditedEntry): string[] {
  const format = schemaName === 'site' ? yamlFormat : mdxFormat
  const { [BODY_FIELD]: _written, [ORIGINAL_TEXT]: _original, ...fields } = format.fromFile(format.toFile(data))
  const schema: z.ZodType = contentSchemas[schemaName]
  const checked = schema.safeParse(fields, { reportInput: true })
  const fieldProblems = checked.success ? [] : checked.error.issues.map((issue) => describeIssue(issue, schema))
  const wordProblems = valueAdvertisingProblems(fields, [], schemaLanguage(schemaName)).map(
    ({ path, message }) => `\`${path.join('.')}\`: ${message}`,
  )
  // The body as the form shows it, numbered as the file's lines (the body editor's gutter).
  const body = data[BODY_FIELD]
  const bodyProblems =
    typeof body === 'string' ? checkBody(body, bodyLineOffset(data), edited, schemaLanguage(schemaName)) : []
  const formsProblems = isPageSchema(schemaName) && checked.success ? formsFieldProblems(fields.forms, body) : []
  return [...fieldProblems, ...wordProblems, ...formsProblems, ...bodyProblems]
}
