/**
 * The real content/lead-forms.yaml, read and resolved the way the build does (loadLeadFormsFile +
 * resolveLeadForm), for the unit tests (derived expectations) and tests/spec (the specification's copy).
 */
import path from 'node:path'
import { loadLeadFormsFile } from '../lib/content/read/leadFormsFile.ts'
import { resolveLeadForm } from '../lib/content/schema/resolveLeadForm.ts'
import type { ContentProblem } from '../lib/content/model/problems.ts'

export const leadFormsProblems: ContentProblem[] = []
export const leadFormsFile = loadLeadFormsFile(path.resolve('content'), leadFormsProblems).read!

/** One variant of the file, resolved; throws when it does not resolve. */
export function resolvedVariant(name: string) {
  const form = resolveLeadForm(
    name,
    {
      own: leadFormsFile.data.variants[name]!,
      reportOwn: (_key, m) => leadFormsProblems.push({ file: 'x', line: 0, message: m }),
    },
    leadFormsFile.data.caseTypes,
  )
  if (!form) throw new Error(`variant ${name} does not resolve: ${leadFormsProblems.map((p) => p.message).join('; ')}`)
  return form
}
