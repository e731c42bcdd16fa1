/**
 * Finds the 1-based line of a key or list item in YAML, so a schema error points at the line the
 * editor must change. When the path cannot be followed all the way (a missing key), it returns
 * the line of the deepest parent found. Each text is parsed once into a table of every path's
 * line (kept for the next question about the same text), so asking for every item of a long list
 * costs no more than reading it.
 */
import { EVENT_ID, getScalarValue, parseEvents } from 'js-yaml'
import { contentLimits } from './contentLimits.ts'
import { lineFinder } from './parseContentYaml.ts'

type LineTable = Map<string, number>

const tables = new Map<string, LineTable>()
/** Enough for every file of a content folder; a larger folder starts over rather than grow without end. */
const KEPT_TABLES = 1_000

export function findYamlLine(yaml: string, path: readonly PropertyKey[]): number {
  const table = lineTable(yaml)
  for (let depth = path.length; depth > 0; depth--) {
    const line = table.get(pathKey(path.slice(0, depth)))
    if (line !== undefined) return line
  }
  return 1
}

function pathKey(path: readonly PropertyKey[]): string {
  return path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`)).join('')
}

function lineTable(yaml: string): LineTable {
  let table = tables.get(yaml)
  if (!table) {
    if (tables.size >= KEPT_TABLES) tables.clear()
    table = buildLineTable(yaml)
    tables.set(yaml, table)
  }
  return table
}

interface Frame {
  kind: 'mapping' | 'sequence' | 'document'
  path: string
  /** A list or group written as a key (which content never has): its lines are not recorded. */
  isKey?: boolean
  /** Mappings: whether the next node is a key, and the last key read with its line. */
  expectKey: boolean
  key: string
  keyLine: number
  index: number
}

function frame(type: typeof EVENT_ID.MAPPING | typeof EVENT_ID.SEQUENCE, path: string, line: number): Frame {
  return {
    kind: type === EVENT_ID.MAPPING ? 'mapping' : 'sequence',
    path,
    expectKey: true,
    key: '',
    keyLine: line,
    index: 0,
  }
}

/** Every path of the YAML and its line: a key's line for a field, the item's own line for a list item. */
function buildLineTable(yaml: string): LineTable {
  const table: LineTable = new Map()
  let events: ReturnType<typeof parseEvents>
  try {
    events = parseEvents(yaml, { maxDepth: contentLimits.yamlDepth })
  } catch {
    return table // text that is not YAML has no paths: every question is answered with line 1
  }
  const lineAt = lineFinder(yaml)
  const frames: Frame[] = []
  for (const event of events) {
    if (event.type === EVENT_ID.DOCUMENT) {
      frames.push({ kind: 'document', path: '', expectKey: false, key: '', keyLine: 1, index: 0 })
      continue
    }
    const parent = frames.at(-1)
    if (event.type === EVENT_ID.POP) {
      const done = frames.pop()
      const outer = frames.at(-1)
      if (outer?.kind === 'sequence') outer.index++
      if (outer?.kind === 'mapping') outer.expectKey = !done?.isKey
      continue
    }
    const at =
      event.type === EVENT_ID.SCALAR
        ? event.valueStart
        : event.type === EVENT_ID.ALIAS
          ? event.anchorStart
          : event.start
    const line = at >= 0 ? lineAt(at) : (parent?.keyLine ?? 1)
    let path = ''
    if (parent?.kind === 'mapping') {
      if (parent.expectKey) {
        // A key: remember it; its value (next) is recorded at the key's line.
        parent.key = event.type === EVENT_ID.SCALAR ? getScalarValue(yaml, event) : ''
        parent.keyLine = line
        parent.expectKey = false
        if (event.type === EVENT_ID.MAPPING || event.type === EVENT_ID.SEQUENCE)
          frames.push({ ...frame(event.type, '\0', line), isKey: true })
        continue
      }
      path = `${parent.path}.${parent.key}`
      if (!table.has(path)) table.set(path, parent.keyLine)
    } else if (parent?.kind === 'sequence') {
      path = `${parent.path}[${parent.index}]`
      table.set(path, line)
    }
    if (event.type === EVENT_ID.MAPPING || event.type === EVENT_ID.SEQUENCE) {
      frames.push(frame(event.type, path, line))
      continue
    }
    if (parent?.kind === 'sequence') parent.index++
    if (parent?.kind === 'mapping') parent.expectKey = true
  }
  return table
}
