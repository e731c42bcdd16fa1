/**
 * Which unit test files can share their worker's modules (Vitest's `isolate: false`, vitest.config.ts):
 * those that leave nothing behind for the next file, so a file run after them sees what it would see
 * alone. Such a file writes no file, changes no environment variable or global, resets no content
 * store, mocks no module and starts no process; everything else runs isolated. Decided from each
 * file's source and the test helpers it imports (tests/, never the product's code), so a new test is
 * put in the right project by what it does. Sharing saves each file re-importing the site's modules
 * and reading the content again (the store is kept per process).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** What makes a test file leave something behind, and how its source shows it. */
export const sideEffects: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'writes files',
    /\b(writeFileSync|writeFile|appendFileSync|appendFile|mkdirSync|mkdir|mkdtempSync|mkdtemp|cpSync|rmSync|renameSync|unlinkSync|truncateSync|symlinkSync|utimesSync|chmodSync|copyFileSync)\s*\(/,
  ],
  ['reads or changes environment variables', /\bprocess\.env\b/],
  ['changes the working directory', /\bprocess\.chdir\s*\(/],
  [
    'mocks a module or stubs a global',
    /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|useFakeTimers|spyOn|resetModules)\b/,
  ],
  ['sets a global', /\bglobalThis\b/],
  ['resets the content store', /\bresetContent\s*\(/],
  ['starts processes', /['"]node:child_process['"]/],
]

const relativeImport = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

/** The side effects of a test file and of the test helpers it imports, each named once. */
export function sideEffectsOf(file: string, testsRoot = 'tests', seen = new Set<string>()): string[] {
  if (seen.has(file)) return []
  seen.add(file)
  const source = readFileSync(file, 'utf8')
  const found = sideEffects.filter(([, pattern]) => pattern.test(source)).map(([what]) => what)
  for (const match of source.matchAll(relativeImport)) {
    const helper = path.join(path.dirname(file), match[1] ?? match[2]!)
    const insideTests = !path.relative(testsRoot, helper).startsWith('..')
    if (insideTests && existsSync(helper)) found.push(...sideEffectsOf(helper, testsRoot, seen))
  }
  return [...new Set(found)]
}

/** The test files under `dir` (ending `.test.ts`), split into those that can share a worker and the rest. */
export function testFilesByIsolation(dir: string): { shared: string[]; isolated: string[] } {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name).split(path.sep).join('/'))
    .sort()
  const shared = files.filter((file) => sideEffectsOf(file).length === 0)
  return { shared, isolated: files.filter((file) => !shared.includes(file)) }
}
