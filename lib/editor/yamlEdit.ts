/**
 * Writes the editor's values into a YAML text by replacing only the text of the values that
 * changed, so key order, quotes, comments, blank lines and untouched values stay byte for byte.
 * (Re-printing the whole document, even with the `yaml` package's Document API, rewrites some of
 * content/'s files; splicing by the nodes' source ranges does not.)
 */
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Pair,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml'
import { frontmatterEngines } from '../content/read/frontmatterEngines.ts'
import { inFileType, isAbsent, isPlainObject, sameValue } from './sameValue.ts'

interface Edit {
  start: number
  end: number
  text: string
}

/** `text` with the values of `fromForm` that differ from `fromFile` (what `text` reads as) written in place. */
export function editYaml(text: string, fromFile: unknown, fromForm: unknown): string {
  if (sameValue(fromFile, fromForm)) return text
  const doc = parseDocument(text)
  const edits: Edit[] = []
  const root = doc.contents
  const inPlace =
    isMap(root) && isPlainObject(fromFile) && isPlainObject(fromForm)
      ? editMap(text, root, fromFile, fromForm, edits)
      : isSeq(root) &&
        Array.isArray(fromFile) &&
        Array.isArray(fromForm) &&
        editSeq(text, root, fromFile, fromForm, edits)
  const result = inPlace ? applyEdits(text, edits) : printYaml(fromForm)
  const reread = frontmatterEngines.yaml.parse(result)
  if (!sameValue(reread, fromForm)) {
    throw new Error(
      'the editor could not write this file without changing other values. Nothing was saved: copy your changes, reload the editor and try again, or ask a developer to make the change.',
    )
  }
  return result
}

/** A new YAML text for `value` (a new entry): empty fields left out. */
export function printYaml(value: unknown, keyOrder: readonly string[] = []): string {
  const ordered = isPlainObject(value) ? withoutAbsent(value, keyOrder) : value
  // A value used twice is written twice, never as an anchor and alias: content may not hold them.
  return new Document(ordered, { version: '1.1', aliasDuplicateObjects: false }).toString({ lineWidth: 0 })
}

function withoutAbsent(value: Record<string, unknown>, keyOrder: readonly string[]): Record<string, unknown> {
  const keys = [
    ...keyOrder.filter((key) => key in value),
    ...Object.keys(value).filter((key) => !keyOrder.includes(key)),
  ]
  return Object.fromEntries(keys.filter((key) => !isAbsent(value[key])).map((key) => [key, value[key]]))
}

function applyEdits(text: string, edits: Edit[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), text)
}

/** Edits a block map in place; false when only re-printing its whole pair can express the change. */
function editMap(
  text: string,
  map: YAMLMap,
  fromFile: Record<string, unknown>,
  fromForm: Record<string, unknown>,
  edits: Edit[],
): boolean {
  if (map.flow || !map.items.length) return false
  const mine: Edit[] = []
  const indent = ' '.repeat(column(text, keyStart(map.items[0]!)))
  const seen = new Set<string>()
  for (const pair of map.items) {
    if (!isScalar(pair.key)) return false
    const key = String(pair.key.value)
    seen.add(key)
    if (sameValue(fromFile[key], fromForm[key])) continue
    if (isAbsent(fromForm[key])) mine.push(removeLines(text, keyStart(pair), pairEnd(text, pair)))
    else if (!editValue(text, pair, fromFile[key], inFileType(fromFile[key], fromForm[key]), indent, mine)) return false
  }
  const added = Object.keys(fromForm).filter((key) => !seen.has(key) && !isAbsent(fromForm[key]))
  if (added.length) {
    const at = lineEnd(text, pairEnd(text, map.items.at(-1)!))
    const lines = added.map((key) => `\n${indent}${printPair(key, fromForm[key], indent)}`).join('')
    mine.push({ start: at, end: at, text: lines })
  }
  edits.push(...mine)
  return true
}

function editSeq(text: string, seq: YAMLSeq, fromFile: unknown[], fromForm: unknown[], edits: Edit[]): boolean {
  if (seq.flow || fromFile.length !== fromForm.length || seq.items.length !== fromFile.length) return false
  const mine: Edit[] = []
  for (const [i, item] of seq.items.entries()) {
    const before = fromFile[i]
    const after = inFileType(before, fromForm[i])
    if (sameValue(before, after)) continue
    if (isMap(item) && isPlainObject(before) && isPlainObject(after)) {
      if (!editMap(text, item, before, after, mine)) return false
    } else if (isScalar(item) && !isBlock(item) && isScalarValue(after)) {
      const printed = printScalar(after, item.type)
      if (printed.includes('\n')) return false
      mine.push({ start: item.range![0], end: item.range![1], text: printed })
    } else return false
  }
  edits.push(...mine)
  return true
}

function editValue(text: string, pair: Pair, before: unknown, after: unknown, indent: string, edits: Edit[]): boolean {
  const value = pair.value
  if (isMap(value) && isPlainObject(before) && isPlainObject(after) && editMap(text, value, before, after, edits))
    return true
  if (isSeq(value) && Array.isArray(before) && Array.isArray(after) && editSeq(text, value, before, after, edits))
    return true
  if (isScalar(value) && !isBlock(value) && isScalarValue(after)) {
    const printed = printScalar(after, value.type)
    if (!printed.includes('\n')) {
      edits.push({ start: value.range![0], end: value.range![1], text: printed })
      return true
    }
  }
  edits.push({
    start: keyStart(pair),
    end: pairEnd(text, pair),
    text: printPair(String((pair.key as Scalar).value), after, indent),
  })
  return true
}

function isScalarValue(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

function isBlock(node: Scalar): boolean {
  return node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL'
}

/** One scalar in the style it had (quoted stays quoted), YAML 1.1 quoting so js-yaml reads it back the same. */
function printScalar(value: string | number | boolean, type: Scalar['type']): string {
  const doc = new Document(value, { version: '1.1' })
  if (
    isScalar(doc.contents) &&
    typeof value === 'string' &&
    type &&
    !(type === 'BLOCK_FOLDED' || type === 'BLOCK_LITERAL')
  )
    doc.contents.type = type
  return doc.toString({ lineWidth: 0 }).replace(/\n$/, '')
}

/** `key: value` (over several lines for a list or group), its lines after the first indented to sit under `key`. */
function printPair(key: string, value: unknown, indent: string): string {
  return printYaml({ [key]: value })
    .replace(/\n$/, '')
    .replaceAll('\n', `\n${indent}`)
}

function keyStart(pair: Pair): number {
  return (pair.key as Scalar).range![0]
}

/** Where the pair's text ends, without the line break block values include. */
function pairEnd(text: string, pair: Pair): number {
  const end = Math.max((pair.key as Scalar).range![1], (pair.value as Scalar | null)?.range?.[1] ?? 0)
  return text[end - 1] === '\n' ? end - 1 : end
}

function column(text: string, at: number): number {
  return at - (text.lastIndexOf('\n', at - 1) + 1)
}

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at)
  return end === -1 ? text.length : end
}

/** Removes whole lines from the one holding `start` to the one holding `end`. */
function removeLines(text: string, start: number, end: number): Edit {
  const from = text.lastIndexOf('\n', start - 1) + 1
  const to = lineEnd(text, end)
  return { start: from, end: to === text.length ? to : to + 1, text: '' }
}
