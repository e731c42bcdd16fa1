import { describe, expect, it } from 'vitest'
import { checkField, fieldSchema } from '../../../lib/editor/fieldCheck.ts'
import { siteSchema } from '../../../lib/content/schema/collections.ts'

describe("a field refused in the form, in npm run check's words", () => {
  it('a too-short page description', () => {
    expect(checkField('pages', 'description', 'Car accident help.')).toBe(
      '`description` is too short: write 50 to 160 characters that sum up the page.',
    )
  })

  it('an invalid attorney extension', () => {
    expect(checkField('attorneys', 'extension', '21a')).toBe(
      '`extension` must be 2 to 5 digits, in quotes, e.g. "214".',
    )
  })

  it('a field inside a list of site.yaml, named without the item number the form does not know', () => {
    expect(checkField('site', 'offices.*.zip', '1174')).toBe(
      '`offices.zip` must be a five-digit ZIP code in quotes, e.g. "11749".',
    )
  })

  it('a question without its question mark, and a number typed as text', () => {
    expect(checkField('faq', 'question', 'How long does a case take')).toBe(
      '`question` should end with a question mark.',
    )
    expect(checkField('faq', 'order', '0')).toMatch(/^`order` /)
    expect(checkField('faq', 'order', '3')).toBeUndefined()
  })

  it('accepts what the schema accepts and leaves an empty value to the form\'s "required" check', () => {
    expect(checkField('attorneys', 'extension', '214')).toBeUndefined()
    expect(checkField('pages', 'canonical', '')).toBeUndefined()
    expect(checkField('pages', 'description', undefined)).toBeUndefined()
  })

  it('finds nested schemas through optional, default and list wrappers', () => {
    expect(fieldSchema(siteSchema, ['footer', 'groups', '*', 'links', '*', 'href'])).toBeDefined()
    expect(fieldSchema(siteSchema, ['nope'])).toBeUndefined()
  })
})
