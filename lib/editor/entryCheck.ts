/**
 * The last check before a save: the entry as it will be written (through the editor's own file
 * format, lib/editor/contentFormats.ts) read back and judged by its schema, and its body by the body rules,
 * each problem in `npm run check`'s words.
 */
import type { z } from 'zod'
import { describeIssue } from '../content/read/describeIssue.ts'
import { checkBody } from './bodyCheck.ts'
import { bodyLineOffset } from './bodyLines.ts'
import { BODY_FIELD, ORIGINAL_TEXT, mdxFormat, yamlFormat } from './contentFormats.ts'
import { contentSchemas, type ContentSchemaName } from './contentSchemas.ts'
import type { EntryData } from './decapTypes.ts'

export function checkEntry(schemaName: ContentSchemaName, data: EntryData): string[] {
  const format = schemaName === 'site' ? yamlFormat : mdxFormat
  const { [BODY_FIELD]: _written, [ORIGINAL_TEXT]: _original, ...fields } = format.fromFile(format.toFile(data))
  const schema: z.ZodType = contentSchemas[schemaName]
  const checked = schema.safeParse(fields, { reportInput: true })
  const fieldProblems = checked.success ? [] : checked.error.issues.map((issue) => describeIssue(issue, schema))
  // The body as the form shows it, numbered as the file's lines (the body editor's gutter).
  const body = data[BODY_FIELD]
  return [...fieldProblems, ...(typeof body === 'string' ? checkBody(body, bodyLineOffset(data)) : [])]
}
