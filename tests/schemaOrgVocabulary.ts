/**
 * schema.org's vocabulary as the `schema-dts` typings carry it: each type's properties, its own and
 * those it inherits. `vocabularyProblems` walks a JSON-LD value and names every `@type` the
 * vocabulary does not have and every property its type does not have, at any depth.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

interface Declared {
  extends: string[]
  properties: Set<string>
}

function readVocabulary(): { declared: Map<string, Declared>; interfaceOfType: Map<string, string> } {
  const file = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts')
  const declared = new Map<string, Declared>()
  const interfaceOfType = new Map<string, string>()
  let current: Declared | undefined
  let currentName = ''
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const start = /^(?:export )?interface (\w+)(?: extends (.+))? \{$/.exec(line)
    if (start) {
      currentName = start[1] ?? ''
      const parents = (start[2] ?? '').split(/,\s*/).filter((p) => p && !p.startsWith('Partial<'))
      current = { extends: parents, properties: new Set() }
      declared.set(currentName, current)
      continue
    }
    if (line === '}') current = undefined
    if (!current) continue
    const property = /^ {4}"([^"]+)"\??:\s*(.*)$/.exec(line)
    if (!property) continue
    const [, name = '', value = ''] = property
    if (name === '@type') interfaceOfType.set(/^"([^"]+)";$/.exec(value)?.[1] ?? '', currentName)
    else current.properties.add(name)
  }
  return { declared, interfaceOfType }
}

const vocabulary = readVocabulary()
const propertiesOf = new Map<string, Set<string>>()

/** Every property a type has, its ancestors' included; undefined for a type schema.org does not have. */
export function typeProperties(type: string): Set<string> | undefined {
  const known = propertiesOf.get(type)
  if (known) return known
  const start = vocabulary.interfaceOfType.get(type)
  if (!start) return undefined
  const all = new Set<string>()
  const visit = (name: string) => {
    const declared = vocabulary.declared.get(name)
    if (!declared) return
    for (const p of declared.properties) all.add(p)
    for (const parent of declared.extends) visit(parent)
  }
  visit(start)
  propertiesOf.set(type, all)
  return all
}

const KEYWORDS = new Set(['@context', '@type', '@id'])

export function vocabularyProblems(value: unknown, where = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => vocabularyProblems(item, `${where}[${i}]`))
  if (typeof value !== 'object' || value === null) return []
  const record = value as Record<string, unknown>
  const type = record['@type']
  const problems: string[] = []
  const properties = typeof type === 'string' ? typeProperties(type) : undefined
  if (typeof type === 'string' && !properties) problems.push(`${where}: schema.org has no type "${type}"`)
  for (const [key, child] of Object.entries(record)) {
    if (properties && !KEYWORDS.has(key) && !properties.has(key))
      problems.push(`${where}: "${key}" is not a property of ${String(type)}`)
    problems.push(...vocabularyProblems(child, `${where}.${key}`))
  }
  return problems
}
