/**
 * The import graph of the source tree, read with a real parser (the oxc parser Vite ships), so
 * that multi-line, type-only, re-exported and dynamic imports all count. Only imports of the
 * tree's own files are kept (relative or `/`-rooted specifiers); packages are not followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseSync } from 'vite'

export interface ImportEdge {
  from: string
  to: string
  kind: 'static' | 'type' | 'dynamic'
  /** The specifier as the file writes it. */
  written?: string
}

const SOURCE = /\.(tsx?|mts)$/
const SKIP = new Set(['node_modules', 'dist', '.git', 'fixtures', 'test-results'])

/** Every source file under the given folders (and the given top-level files), relative and with `/`. */
export function sourceFiles(roots: string[]): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(full.split(path.sep).join('/'))
    }
  }
  for (const root of roots) {
    if (!existsSync(root)) continue
    if (statSync(root).isDirectory()) walk(root)
    else out.push(root)
  }
  return out.sort()
}

/** A specifier resolved to a file of the tree, or undefined for a package or a file that is not source. */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return undefined
  const base = specifier.startsWith('/')
    ? specifier.slice(1)
    : path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

/** What a dynamic `import(...)` names: a literal's text, or undefined when the path is computed. */
function literal(code: string, start: number, end: number): string | undefined {
  const text = code.slice(start, end).trim()
  const match = /^(['"`])([^'"`$]*)\1$/.exec(text)
  return match?.[2]
}

/** An import of a package (a specifier that is neither relative nor `/`-rooted), e.g. `react/jsx-runtime`. */
export interface PackageImport {
  from: string
  specifier: string
  kind: ImportEdge['kind']
}

export interface FileImports {
  edges: ImportEdge[]
  packages: PackageImport[]
  /** Dynamic imports whose path is computed: a rule cannot see where they go. */
  unreadable: string[]
  /** The parser's own errors (a file it cannot read is a failure, not an empty list). */
  errors: string[]
}

/** `code`: the file's text (read from `file` unless given). */
export function importsOf(file: string, code = readFileSync(file, 'utf8')): FileImports {
  const parsed = parseSync(file, code)
  const edges: ImportEdge[] = []
  const packages: PackageImport[] = []
  const unreadable: string[] = []
  const add = (specifier: string, kind: ImportEdge['kind']) => {
    if (!specifier.startsWith('.') && !specifier.startsWith('/')) {
      packages.push({ from: file, specifier, kind })
      return
    }
    const to = resolve(file, specifier)
    if (to) edges.push({ from: file, to, kind, written: specifier })
  }
  for (const item of parsed.module.staticImports) {
    const typeOnly = item.entries.length > 0 && item.entries.every((e) => e.isType)
    add(item.moduleRequest.value, typeOnly ? 'type' : 'static')
  }
  for (const item of parsed.module.staticExports) {
    for (const entry of item.entries) if (entry.moduleRequest) add(entry.moduleRequest.value, 'static')
  }
  for (const item of parsed.module.dynamicImports) {
    const specifier = literal(code, item.moduleRequest.start, item.moduleRequest.end)
    if (specifier === undefined)
      unreadable.push(`${file}: import(${code.slice(item.moduleRequest.start, item.moduleRequest.end)})`)
    else add(specifier, 'dynamic')
  }
  return { edges, packages, unreadable, errors: parsed.errors.map((e) => `${file}: ${e.message}`) }
}

/**
 * What the given files load when they run, through any number of imports: each file or package of
 * the graph that `isTarget` picks, with the shortest chain of imports from a root that reaches it
 * (`vite.config.ts -> scripts/a.ts -> react`). Type-only imports are erased before a file runs, so
 * they are not followed; dynamic ones are.
 */
export function chainsTo(
  roots: string[],
  edges: { from: string; to: string; kind: ImportEdge['kind'] }[],
  isTarget: (node: string) => boolean,
): string[][] {
  const next = new Map<string, string[]>()
  for (const { from, to, kind } of edges) if (kind !== 'type') next.set(from, [...(next.get(from) ?? []), to])
  const cameFrom = new Map<string, string | undefined>(roots.map((root) => [root, undefined]))
  const queue = [...roots]
  const found: string[][] = []
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    if (isTarget(node)) {
      const chain = [node]
      for (let at = cameFrom.get(node); at !== undefined; at = cameFrom.get(at)) chain.unshift(at)
      found.push(chain)
      continue
    }
    for (const to of next.get(node) ?? [])
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node)
        queue.push(to)
      }
  }
  return found
}

/** Cycles of files (strongly connected components of more than one file, or a file importing itself). */
export function circles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>()
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to])
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let counter = 0
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || (next.get(node) ?? []).includes(node)) found.push(component.sort())
  }
  for (const node of next.keys()) if (!index.has(node)) visit(node)
  return found
}
