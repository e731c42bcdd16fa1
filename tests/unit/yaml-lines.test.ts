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
  it('finds an item of a list written on one line, or across lines', () => {
    expect(findYamlLine('card:\n  areas: [a, b]\n  towns: [c]\n', ['card', 'areas', 1])).toBe(2)
    expect(findYamlLine('towns: [\n  a,\n  b\n  ]\n', ['towns', 1])).toBe(3)
  })
  it('answers for every item of a long list in one reading of it (each question once rescanned the list)', () => {
    const items = 3_000
    const list = `links:\n${'  - label: A link\n    href: /\n'.repeat(items)}`
    for (let i = 0; i < items; i++) expect(findYamlLine(list, ['links', i, 'href'])).toBe(3 + 2 * i)
  })
  it('falls back to the deepest parent found for a missing key', () => {
    expect(findYamlLine(yaml, ['forms', 'main', 'missing'])).toBe(6)
    expect(findYamlLine(yaml, ['missing'])).toBe(1)
  })
})
