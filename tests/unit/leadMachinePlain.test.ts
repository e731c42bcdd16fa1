/**
 * The lead logic under components/lead/machine/ is plain TypeScript: it imports no package (no
 * React) and no module outside the lead's pure helpers and the content's types, and it touches no
 * browser global (storage, locks, clock, fetch, the connection and the page come in as ports), so
 * it runs, and is tested, anywhere. Read with a real parser.
 */
import { readFileSync } from 'node:fs'
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'
import { importsOf, sourceFiles } from '../importGraph.ts'

const files = sourceFiles(['components/lead/machine'])
const ALLOWED = [
  'components/lead/machine/',
  'components/lead/leadLimits.ts',
  'components/lead/leadMessages.ts',
  'components/lead/leadOutboxKey.ts',
  'components/lead/leadRequest.ts',
  'components/lead/leadRetry.ts',
  'components/lead/leadValues.ts',
  'components/lead/serviceErrors.ts',
  'lib/content/schema/',
  'lib/text/',
  'components/ui/toast/toastStore.ts',
]
/** What the browser gives a page (AbortController, Math.min, JSON, Promise are the language's, and Node's). */
const BROWSER = new Set(
  'window self globalThis document navigator location history localStorage sessionStorage indexedDB fetch setTimeout clearTimeout setInterval clearInterval requestAnimationFrame crypto console Date'.split(
    ' ',
  ),
)

/** Every name the code reads as a variable (not a property name, an object key or a type). */
function readNames(node: unknown, parent?: Record<string, unknown>, key?: string, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const child of node) readNames(child, parent, key, out)
    return out
  }
  if (!node || typeof node !== 'object') return out
  const n = node as Record<string, unknown>
  if (
    typeof n.type === 'string' &&
    n.type.startsWith('TS') &&
    n.type !== 'TSAsExpression' &&
    n.type !== 'TSNonNullExpression'
  )
    return out
  if (n.type === 'Identifier') {
    const isProperty = parent?.type === 'MemberExpression' && key === 'property' && !parent.computed
    const isKey = parent?.type === 'Property' && key === 'key' && !parent.computed
    if (!isProperty && !isKey) out.push(n.name as string)
  }
  if (n.type === 'MemberExpression') {
    const object = n.object as Record<string, unknown>
    const property = n.property as Record<string, unknown>
    if (object.name === 'Math' && property.name === 'random') out.push('Math.random')
  }
  for (const [k, value] of Object.entries(n)) if (k !== 'type') readNames(value, n, k, out)
  return out
}

it('the machine has its files', () => {
  expect(files.length).toBeGreaterThan(4)
})

describe.each(files)('%s', (file) => {
  const code = readFileSync(file, 'utf8')
  const parsed = parseSync(file, code)

  it('imports no package and only the plain lead helpers and the content types', () => {
    const packages = parsed.module.staticImports.map((i) => i.moduleRequest.value).filter((s) => !s.startsWith('.'))
    expect(packages).toEqual([])
    const outside = importsOf(file).edges.filter((e) => !ALLOWED.some((place) => e.to.startsWith(place)))
    expect(outside.map((e) => e.to)).toEqual([])
  })

  it('touches no browser global', () => {
    expect(readNames(parsed.program).filter((name) => BROWSER.has(name) || name === 'Math.random')).toEqual([])
  })
})
