import { describe, expect, it } from 'vitest'
import { findYamlLine } from '../../lib/content/read/yamlLines.ts'

const yaml = [
  'title: a',
  'aliases:',
  '  - /x',
  '  - /y',
  'forms:',
  '  main:',
  '    topic: car',
  '  second:',
  '    topic: wd',
  '    caseTypes: [a, b]',
  'offices:',
  '  - id: one',
  '    name: A',
  '  - id: two',
  '    name: B',
].join('\n')

describe('findYamlLine', () => {
  it.each([
    [['title'], 1],
    [['aliases', 1], 4],
    [['forms', 'second', 'topic'], 9],
    [['forms', 'second', 'caseTypes', 1], 10],
    [['offices', 1, 'name'], 15],
    [['offices', 0, 'name'], 13],
    [['offices', 1, 'id'], 14],
  ] as const)('%j is on line %i', (path, line) => {
    expect(findYamlLine(yaml, path)).toBe(line)
  })
  it('falls back to the deepest parent found for a missing key', () => {
    expect(findYamlLine(yaml, ['forms', 'main', 'missing'])).toBe(6)
    expect(findYamlLine(yaml, ['missing'])).toBe(1)
  })
})
