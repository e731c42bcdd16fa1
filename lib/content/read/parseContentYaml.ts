/**
 * The one YAML reader for content (frontmatter through gray-matter, and the .yaml files): js-yaml's
 * core schema (plain data), with what editors never need refused from the parser's event stream
 * before any value is built: anchors and aliases (`&name`, `*name`, which can repeat a value a
 * million times), `<<:` merges, tags (`!!js/function`, `!foo`), a field written twice, and more
 * levels of nesting than the limit. Each refusal is a ContentYamlError with its line.
 */
import { EVENT_ID, SCALAR_STYLE, constructFromEvents, getScalarValue, parseEvents, type Event } from 'js-yaml'
import { contentLimits } from './contentLimits.ts'

/** A refusal at a 1-based line of the YAML text; `words` says it with lines shifted to the file's. */
export class ContentYamlError extends Error {
  constructor(
    readonly line: number,
    readonly words: (fileLine: (yamlLine: number) => number) => string,
  ) {
    super(words((n) => n))
    this.name = 'ContentYamlError'
  }
}

interface Frame {
  kind: 'document' | 'mapping' | 'sequence'
  /** Where this collection is, as `forms.main` or `offices.0`, for messages. */
  path: string
  /** Mappings: each key read so far and its line; whether the next node is a key. */
  keys: Map<string, number>
  expectKey: boolean
  key: string
  index: number
}

const NO_RANGE = -1
const ANCHORS =
  'Anchors and aliases (`&name`, `*name`) and merges (`<<:`) are not allowed in content: write the value out in full at each place it is needed.'
const TAGS =
  'Tags (a word after `!`, such as `!!str` or `!!js/function`) are not allowed in content: write the value itself (text, a number, true or false). If the value starts with `!`, put it in "quotes".'

export function parseContentYaml(text: string): unknown {
  const events = parseEvents(text, { maxDepth: contentLimits.yamlDepth })
  const lineAt = lineFinder(text)
  const frames: Frame[] = []
  const refusal = (at: number, describe: (fileLine: (n: number) => number) => string) =>
    new ContentYamlError(lineAt(at), describe)
  const join = (path: string, part: string | number) => (path ? `${path}.${part}` : String(part))
  /** The path of the node about to be read in the innermost collection. */
  const childPath = () => {
    const parent = frames.at(-1)
    if (!parent || parent.kind === 'document') return ''
    return join(parent.path, parent.kind === 'sequence' ? parent.index : parent.key)
  }
  const nodeDone = () => {
    const parent = frames.at(-1)
    if (parent?.kind === 'sequence') parent.index++
    if (parent?.kind === 'mapping') parent.expectKey = !parent.expectKey
  }
  let lastPosition = 0
  for (const event of events) {
    const position = eventPosition(event) ?? lastPosition
    lastPosition = position
    if (event.type === EVENT_ID.DOCUMENT) {
      frames.push(frame('document', ''))
      continue
    }
    if (event.type === EVENT_ID.POP) {
      frames.pop()
      nodeDone()
      continue
    }
    if (event.type === EVENT_ID.ALIAS)
      throw refusal(
        position,
        () => `\`*${text.slice(event.anchorStart, event.anchorEnd)}\` repeats a value marked elsewhere. ${ANCHORS}`,
      )
    if (event.anchorStart !== NO_RANGE)
      throw refusal(
        event.anchorStart,
        () => `\`&${text.slice(event.anchorStart, event.anchorEnd)}\` marks a value to repeat elsewhere. ${ANCHORS}`,
      )
    if (event.tagStart !== NO_RANGE)
      throw refusal(event.tagStart, () => `\`${text.slice(event.tagStart, event.tagEnd)}\` is a YAML tag. ${TAGS}`)
    const parent = frames.at(-1)
    if (parent?.kind === 'mapping' && parent.expectKey) {
      if (event.type !== EVENT_ID.SCALAR)
        throw refusal(
          position,
          () => 'a field name must be a plain word followed by `:` (e.g. `title: ...`), not a list or a group.',
        )
      const key = getScalarValue(text, event)
      if (key === '<<' && event.style === SCALAR_STYLE.PLAIN)
        throw refusal(position, () => `\`<<:\` merges fields from elsewhere. ${ANCHORS}`)
      const line = lineAt(position)
      const first = parent.keys.get(key)
      if (first !== undefined) {
        const where = parent.path ? ` in \`${parent.path}\`` : ''
        throw refusal(
          position,
          (fileLine) =>
            `the field \`${key}\`${where} is written twice, on line ${fileLine(first)} and on line ${fileLine(line)}. Keep one of the two (with the right value) and delete the other.`,
        )
      }
      parent.keys.set(key, line)
      parent.key = key
    }
    if (event.type === EVENT_ID.MAPPING || event.type === EVENT_ID.SEQUENCE)
      frames.push(frame(event.type === EVENT_ID.MAPPING ? 'mapping' : 'sequence', childPath()))
    else nodeDone()
  }
  const documents = constructFromEvents(events, { source: text, maxAliases: 0 })
  if (documents.length > 1)
    throw refusal(
      text.search(/^---/m),
      () =>
        'a line `---` starts a second set of fields, and a file has one. Delete the line (in a page, only the first two `---` lines frame the fields).',
    )
  if (documents.length === 0)
    throw new ContentYamlError(1, () => 'there are no fields here, only empty lines or notes.')
  return documents[0]
}

function frame(kind: Frame['kind'], path: string): Frame {
  return { kind, path, keys: new Map(), expectKey: true, key: '', index: 0 }
}

function eventPosition(event: Event): number | undefined {
  const candidates =
    event.type === EVENT_ID.SCALAR
      ? [event.tagStart, event.anchorStart, event.valueStart]
      : event.type === EVENT_ID.MAPPING || event.type === EVENT_ID.SEQUENCE
        ? [event.tagStart, event.anchorStart, event.start]
        : event.type === EVENT_ID.ALIAS
          ? [event.anchorStart]
          : []
  return candidates.find((at) => at !== NO_RANGE)
}

/** The 1-based line of a text offset, by binary search over the line starts (counted once). */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return (offset) => {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if ((starts[mid] ?? 0) <= offset) low = mid
      else high = mid - 1
    }
    return low + 1
  }
}
