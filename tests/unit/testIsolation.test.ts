/** Which unit test files share a worker (vitest.config.ts): those whose source and test helpers leave nothing behind. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sideEffectsOf, testFilesByIsolation } from '../testIsolation.ts'

describe('a test file that leaves something behind', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'isolation-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (name: string, source: string) => {
    const file = path.join(root, name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, source)
    return file
  }

  it('is found by what its source does', () => {
    expect(sideEffectsOf(write('a.test.ts', "it('x', () => writeFileSync('f', ''))"), root)).toEqual(['writes files'])
    expect(sideEffectsOf(write('b.test.ts', "vi.mock('remark-parse')\nprocess.env.X = '1'"), root)).toEqual([
      'reads or changes environment variables',
      'mocks a module or stubs a global',
    ])
    expect(
      sideEffectsOf(write('c.test.ts', "import { contentStore } from '../lib/store.ts'\nit('x', () => {})"), root),
    ).toEqual([])
  })

  it('is found through the test helpers it imports, not through the product code', () => {
    write('helpers/env.ts', 'export const set = () => { process.env.CONTENT_DIR = "x" }')
    write('helpers/pure.ts', "export { set } from './env.ts'")
    expect(sideEffectsOf(write('unit/d.test.ts', "import { set } from '../helpers/pure.ts'"), root)).toEqual([
      'reads or changes environment variables',
    ])
    // Outside the tests' folder: the product's own code writes files (the cache) and is not looked at.
    expect(
      sideEffectsOf(write('unit/e.test.ts', "import { diskEntryCache } from '../../lib/entryCache.ts'"), root),
    ).toEqual([])
  })
})

describe('the unit tests', () => {
  const { shared, isolated } = testFilesByIsolation('tests/unit')

  it('are each in one project', () => {
    const all = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.test.ts'))
    expect(shared.length + isolated.length).toBe(all.length)
    expect(shared.filter((file) => isolated.includes(file))).toEqual([])
  })

  it('share a worker only when they leave nothing behind', () => {
    expect(isolated).toContain('tests/unit/compileBody.test.ts') // mocks remark-parse
    expect(isolated).toContain('tests/unit/testIsolation.test.ts') // writes its examples
    expect(shared).toContain('tests/unit/search.test.ts')
    for (const file of shared) expect(sideEffectsOf(file), file).toEqual([])
  })
})
