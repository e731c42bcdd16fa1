/**
 * The body editor's insert menu: each of the site's components (lib/content/schema/componentRegistry.ts)
 * with its props (lib/content/schema/componentProps.ts) and a starting tag the body check accepts,
 * its required props filled with a first value to change. Made with the editor's configuration.
 */
import { z } from 'zod'
import { mdxPropSchemas } from '../content/schema/componentProps.ts'
import type { MdxComponentName } from '../content/schema/componentRegistry.ts'
import { bodyProblems } from './bodyCheck.ts'

export interface ComponentSnippet {
  name: MdxComponentName
  /** Its props for the menu, required ones marked: `title (required), badge, actions, aside`. */
  props: string
  /** The tag to insert. */
  text: string
  /** Where the cursor goes in `text`: in the first empty value, else between the tags. */
  cursor: number
}

/** Components written around blocks of text (`<Section title="">` ... `</Section>`); the others are used as one tag. */
const WRAPS_BLOCKS: readonly MdxComponentName[] = [
  'Hero',
  'Section',
  'Notice',
  'Stats',
  'CardGrid',
  'Card',
  'CtaBand',
  'Steps',
  'Step',
  'Columns',
  'Panel',
  'ColumnList',
  'LeadForm',
  'LegalText',
]
/** Components written around a few words (a button's label). */
const WRAPS_WORDS: readonly MdxComponentName[] = ['ButtonLink', 'CaseReviewButton', 'EmailButton']

interface PropJson {
  type?: string
  enum?: unknown[]
  anyOf?: unknown[]
}

/** Values the content itself supplies, e.g. the first office's id for `<OfficeAddress office="...">`. */
export interface SnippetValues {
  office?: string
}

/** `choice`: which of a prop's fixed values to try. */
function startingValue(
  component: MdxComponentName,
  prop: string,
  json: PropJson,
  values: SnippetValues,
  choice: number,
): string {
  if (prop === 'office' && values.office) return `"${values.office}"`
  if (json.enum?.length) {
    const value = json.enum[choice % json.enum.length]
    return typeof value === 'string' ? `"${value}"` : `{${value}}`
  }
  if (prop === 'href') return '"/"'
  // A photo is named by its path inside content/images/: the check then says whether it is there.
  if (component === 'Photo' && prop === 'src') return '"folder/photo-name.jpg"'
  switch (json.type) {
    case 'array':
      return '{[]}'
    case 'number':
    case 'integer':
      return '{1}'
    case 'boolean':
      return '{true}'
    default:
      return '""'
  }
}

function snippet(name: MdxComponentName, values: SnippetValues, choice: number): ComponentSnippet {
  const json = z.toJSONSchema(mdxPropSchemas[name], { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, PropJson>
    required?: string[]
  }
  const required = new Set(json.required ?? [])
  const props = Object.keys(json.properties ?? {})
  const attributes = props
    .filter((prop) => required.has(prop))
    .map((prop) => ` ${prop}=${startingValue(name, prop, json.properties![prop]!, values, choice)}`)
    .join('')
  const opening = `<${name}${attributes}`
  let text = `${opening} />`
  let inside = text.length
  if (WRAPS_BLOCKS.includes(name)) {
    text = `${opening}>\n\n\n\n</${name}>`
    inside = opening.length + 3
  } else if (WRAPS_WORDS.includes(name)) {
    text = `${opening}></${name}>`
    inside = opening.length + 1
  }
  const emptyValue = text.indexOf('""')
  return {
    name,
    props: props.map((prop) => (required.has(prop) ? `${prop} (required)` : prop)).join(', ') || 'no props',
    text,
    cursor: emptyValue === -1 ? inside : emptyValue + 1,
  }
}

/**
 * The first of a component's fixed values that the body check accepts alone: `<FirmFigure name="...">`
 * starts with a figure that needs no results disclaimer.
 */
function acceptedSnippet(name: MdxComponentName, values: SnippetValues): ComponentSnippet {
  const first = snippet(name, values, 0)
  for (let choice = 0; choice < 10; choice++) {
    const candidate = choice ? snippet(name, values, choice) : first
    if (!bodyProblems(candidate.text).length) return candidate
  }
  return first
}

export function componentSnippets(values: SnippetValues = {}): ComponentSnippet[] {
  return (Object.keys(mdxPropSchemas) as MdxComponentName[]).sort().map((name) => acceptedSnippet(name, values))
}
