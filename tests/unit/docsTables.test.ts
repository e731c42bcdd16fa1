/**
 * docs/CONTENT.md's tables of the collections are what `npm run docs:tables` writes from the code
 * (scripts/docsTables/): the registry, the schemas, the editor's lists and the guide's words. The
 * generator reads no file, so an editor's change of content never turns this red.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { collectionNames, declarationOf } from '../../lib/content/schema/collectionRegistry.ts'
import { collectionSchemas } from '../../lib/content/schema/collectionSchemas.ts'
import { editorRegistry } from '../../lib/editor/editorRegistry.ts'
import { guideTables } from '../../scripts/docsTables/collectionTables.ts'
import { rewriteGenerated } from '../../scripts/docsTables/generatedBlocks.ts'
import { chainsTo, importsOf, sourceFiles } from '../importGraph.ts'

const GUIDE = 'docs/CONTENT.md'

describe("the guide's tables of the collections", () => {
  it('are what `npm run docs:tables` writes', () => {
    const text = readFileSync(GUIDE, 'utf8')
    expect(
      rewriteGenerated(text, guideTables, GUIDE) === text,
      `${GUIDE}'s collection table is out of date: run \`npm run docs:tables\``,
    ).toBe(true)
  })

  it("give each collection of the registry a row, with its folders, its editor's lists and its fields", () => {
    const collections = guideTables.collections!()
    const spanish = guideTables['spanish files']!()
    for (const name of collectionNames) {
      const { folder } = declarationOf(name)
      expect(collections).toContain(`\`content/${folder}/\``)
      expect(collections).toContain(`**${editorRegistry[name].label}**`)
      for (const field of Object.keys(collectionSchemas[name].schema.shape))
        expect(collections).toContain(`\`${field}\``)
      expect(spanish).toContain(`\`content/es/${folder}/\``)
      expect(spanish).toContain(`**${editorRegistry[name].spanish.label}**`)
    }
  })

  it('are written from code alone: the generator reaches no module that reads a file or the content', () => {
    const files = sourceFiles(['lib', 'scripts'])
    const read = files.map((file) => importsOf(file))
    const graph = [
      ...read.flatMap((f) => f.edges),
      ...read.flatMap((f) => f.packages.map((p) => ({ from: p.from, to: p.specifier, kind: p.kind }))),
    ]
    const readsFiles = (node: string) =>
      /^(node:)?fs(\/|$)/.test(node) ||
      node.startsWith('lib/content/read/') ||
      ['lib/content/pipeline.ts', 'lib/content/store.ts'].includes(node)
    const roots = ['scripts/docsTables/collectionTables.ts', 'scripts/docsTables/generatedBlocks.ts']
    expect(chainsTo(roots, graph, readsFiles).map((chain) => chain.join(' -> '))).toEqual([])
  })
})

describe('rewriteGenerated', () => {
  const generators = { one: () => '| a |\n|---|', two: () => 'written' }
  const text = [
    'Words before.',
    '<!-- generated: one (do not edit) -->',
    'an old table',
    '<!-- end generated -->',
    'Words between.',
    '<!-- generated: two -->',
    '<!-- end generated -->',
    'Words after.',
  ].join('\n')

  it('rewrites only what is between each marker and its end', () => {
    expect(rewriteGenerated(text, generators, 'guide.md')).toBe(
      [
        'Words before.',
        '<!-- generated: one (do not edit) -->',
        '| a |\n|---|',
        '<!-- end generated -->',
        'Words between.',
        '<!-- generated: two -->',
        'written',
        '<!-- end generated -->',
        'Words after.',
      ].join('\n'),
    )
    const once = rewriteGenerated(text, generators, 'guide.md')
    expect(rewriteGenerated(once, generators, 'guide.md')).toBe(once)
  })

  it('names the line of a marker without its end, or of a name no generator writes, and a missing block', () => {
    const unclosed = text.split('\n').slice(0, 3).join('\n')
    expect(() => rewriteGenerated(unclosed, generators, 'guide.md')).toThrow(
      'guide.md:2: `<!-- generated: one -->` has no `<!-- end generated -->` after it',
    )
    expect(() => rewriteGenerated(text.replace('generated: two', 'generated: three'), generators, 'guide.md')).toThrow(
      'guide.md:6: no generator writes `three`: use one of one, two',
    )
    expect(() => rewriteGenerated('Words only.', generators, 'guide.md')).toThrow(
      'guide.md has no `<!-- generated: one -->` ... `<!-- end generated -->` block',
    )
  })
})
