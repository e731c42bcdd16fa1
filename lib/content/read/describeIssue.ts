/** Turns zod issues into sentences an editor can act on, at the line of the offending key. */
import type { z } from 'zod'
import type { ContentProblem } from '../model/problems.ts'
import { findYamlLine } from './yamlLines.ts'
import { closest } from '../../text/closest.ts'
import { defaultIssueWords, hasDefaultMessage, shown, typeWords } from './issueWords.ts'
import { retiredFieldMessage } from '../schema/retiredFields.ts'

/** One problem per issue (and per unknown key), placed on its line; `firstLine` is the file line of the YAML's line 1. */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  schema: z.ZodType,
  yamlText: string,
  file: string,
  firstLine: number,
): ContentProblem[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        line: findYamlLine(yamlText, [...issue.path, key]) + firstLine - 1,
        message: describeIssue({ ...issue, keys: [key] }, schema),
      }))
    }
    return [{ file, line: findYamlLine(yamlText, issue.path) + firstLine - 1, message: describeIssue(issue, schema) }]
  })
}

export function describeIssue(issue: z.core.$ZodIssue, schema: z.ZodType): string {
  const field = issue.path.map(String).join('.')
  const name = field ? `\`${field}\`` : 'the frontmatter'
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = knownKeys(schema, issue.path)
      return issue.keys
        .map((key) => {
          const retired = issue.path.length ? undefined : retiredFieldMessage(schema, key)
          if (retired) return `\`${key}\` ${retired}`
          const guess = closest(key, known)
          const hint = guess ? `did you mean \`${guess}\`?` : `allowed fields: ${known.join(', ')}.`
          return `unknown field \`${key}\`${issue.path.length ? ` in ${name}` : ''}; ${hint} Correct its spelling or remove it.`
        })
        .join(' ')
    }
    case 'invalid_type': {
      if (issue.input === undefined)
        return `missing required field ${name}: add \`${String(issue.path.at(-1))}: ...\` to the frontmatter.`
      return `${name} must be ${typeWords(issue.expected)}, not ${kindOf(issue.input)}.`
    }
    case 'invalid_value':
      return `${name} must be one of: ${issue.values.map((v) => `\`${String(v)}\``).join(', ')}.`
    case 'invalid_key': {
      // A name of a group's entries (a form's, a variant's): described by what is wrong with it.
      const inner = issue.issues[0]
      const parent = issue.path.slice(0, -1).map(String).join('.')
      const words = !inner
        ? 'is not allowed.'
        : !hasDefaultMessage(inner)
          ? sentence(inner.message)
          : inner.code === 'invalid_format' && inner.format === 'regex'
            ? 'is not allowed: write it as lower-case words joined by `-`, like `main` or `car-accident`.'
            : defaultIssueWords(inner)
      return `the name \`${String(issue.path.at(-1))}\`${parent ? ` in \`${parent}\`` : ''} ${words}`
    }
    // too_small, too_big, invalid_format, custom, ...: the schema's own message, or zod's in the house's words.
    default:
      return `${name} ${hasDefaultMessage(issue) ? defaultIssueWords(issue) : sentence(issue.message)}`
  }
}

const sentence = (message: string) => (message.endsWith('.') ? message : `${message}.`)

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  if (value === null) return 'empty'
  if (typeof value === 'object') return 'a group of fields'
  if (typeof value === 'string') return `the text ${shown(value)}`
  if (typeof value === 'boolean') return String(value)
  return `${typeof value} ${String(value)}`
}

function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema
  for (const segment of path) {
    const def = (
      current as {
        def?: { shape?: Record<string, unknown>; element?: unknown; valueType?: unknown; innerType?: unknown }
      }
    ).def
    if (!def) return []
    if (def.innerType) current = def.innerType
    const d = (current as { def?: { shape?: Record<string, unknown>; element?: unknown; valueType?: unknown } }).def
    if (typeof segment === 'number') current = d?.element
    else current = d?.shape?.[String(segment)] ?? d?.valueType
  }
  while ((current as { def?: { innerType?: unknown } })?.def?.innerType)
    current = (current as { def: { innerType: unknown } }).def.innerType
  const shape = (current as { def?: { shape?: Record<string, unknown> } })?.def?.shape
  return shape ? Object.keys(shape) : []
}
