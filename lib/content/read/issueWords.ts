/**
 * zod's own issue texts ("Too big: expected string to have exactly 2 characters") in the house's
 * words: what the field must be, and what it is now. A message the schema wrote itself is kept.
 */
import { z } from 'zod'

const zodDefault = z.locales.en().localeError

/** Whether the issue carries zod's default text rather than the schema's own message. */
export function hasDefaultMessage(issue: z.core.$ZodIssue): boolean {
  const text = zodDefault(issue as unknown as Parameters<typeof zodDefault>[0])
  return issue.message === (typeof text === 'string' ? text : text?.message)
}

/** A value as an editor wrote it, shortened: "NYC", 7, true. */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? `"${value}"` : String(value)
  return text.length > 60 ? `${text.slice(0, 57)}..."` : text
}

/** What a type is called for editors: "text", "a whole number", "a list". */
export function typeWords(type: string): string {
  const words: Record<string, string> = {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list (lines starting with `- `)',
    object: 'a group of fields',
    date: 'a date',
  }
  return words[type] ?? `a ${type}`
}

const count = (n: number, unit: string) => `${n.toLocaleString('en-US')} ${unit}${n === 1 ? '' : 's'}`

/** The rest of the sentence after the field's name, for an issue with zod's default text. */
export function defaultIssueWords(issue: z.core.$ZodIssue): string {
  const input: unknown = issue.input
  switch (issue.code) {
    case 'too_big':
    case 'too_small':
      return sizeWords(issue, input)
    case 'invalid_format':
      return formatWords(issue, input)
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}, not ${shown(input)}.`
    case 'invalid_union': {
      const expected = issue.errors.flatMap((errors) =>
        errors.length === 1 && errors[0]?.code === 'invalid_type' && !errors[0].path.length
          ? [typeWords(errors[0].expected)]
          : [],
      )
      return expected.length === issue.errors.length
        ? `must be ${expected.join(' or ')}, not ${shown(input)}.`
        : 'is not written in a form this field accepts: compare it with the examples in docs/CONTENT.md.'
    }
    case 'invalid_element':
      return 'has an item that is not allowed: compare it with the examples in docs/CONTENT.md.'
    default:
      return 'has a value that is not allowed here: compare it with the examples in docs/CONTENT.md.'
  }
}

function sizeWords(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall, input: unknown): string {
  const big = issue.code === 'too_big'
  const limit = Number(big ? issue.maximum : issue.minimum)
  // A limit that excludes itself (`< 5`) is the next whole number for lengths and counts.
  const bound = issue.inclusive || issue.exact ? limit : big ? limit - 1 : limit + 1
  if (issue.origin === 'string') {
    const has = typeof input === 'string' ? ` (it has ${input.length.toLocaleString('en-US')})` : ''
    if (issue.exact) return `must be exactly ${count(bound, 'character')} long${has}.`
    if (!big && bound === 1) return 'must not be empty: write the value after the `:`.'
    return big
      ? `is too long: it may have at most ${count(bound, 'character')}${has}.`
      : `is too short: it needs at least ${count(bound, 'character')}${has}.`
  }
  if (issue.origin === 'array' || issue.origin === 'set' || issue.origin === 'map') {
    const has = Array.isArray(input) ? ` (it has ${input.length.toLocaleString('en-US')})` : ''
    if (issue.exact) return `must list exactly ${count(bound, 'item')}${has}.`
    if (!big && bound === 1) return 'needs at least one item: add a line starting with `- ` under it.'
    return big
      ? `may list at most ${count(bound, 'item')}${has}: remove some.`
      : `needs at least ${count(bound, 'item')}${has}.`
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    const now = `, not ${shown(input)}`
    if (issue.exact) return `must be ${limit}${now}.`
    if (big) return `must be ${issue.inclusive ? 'at most' : 'less than'} ${limit}${now}.`
    return `must be ${issue.inclusive ? 'at least' : 'more than'} ${limit}${now}.`
  }
  return big ? 'is too large.' : 'is too small.'
}

function formatWords(issue: z.core.$ZodIssueInvalidStringFormat, input: unknown): string {
  const now = `, not ${shown(input)}`
  switch (issue.format) {
    case 'starts_with':
      return `must start with \`${(issue as z.core.$ZodIssueStringStartsWith).prefix}\`${now}.`
    case 'ends_with':
      return `must end with \`${(issue as z.core.$ZodIssueStringEndsWith).suffix}\`${now}.`
    case 'includes':
      return `must contain \`${(issue as z.core.$ZodIssueStringIncludes).includes}\`${now}.`
    case 'email':
      return `must be an e-mail address such as \`name@example.com\`${now}.`
    case 'url':
      return `must be a full web address starting with \`https://\`${now}.`
    case 'date':
      return `must be a date written as \`2025-01-31\` (year, month, day)${now}.`
    case 'regex':
      return `cannot be ${shown(input)}: it is not written the way this field needs. Compare it with the same field in another file, or with docs/CONTENT.md.`
    default:
      return `must be a valid ${issue.format}${now}.`
  }
}
