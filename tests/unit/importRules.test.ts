/**
 * The import rules of docs/ARCHITECTURE.md ("Who may import whom"), read with a real parser
 * (tests/importGraph.ts): static, type-only, re-exported and dynamic imports all count.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { chainsTo, circles, importsOf, sourceFiles, type ImportEdge } from '../importGraph.ts'

const PRODUCT = ['admin', 'components', 'islands', 'lib', 'pages', 'scripts', 'vite.config.ts', 'vite.admin.config.ts']
const files = sourceFiles(PRODUCT)
const read = files.map((file) => importsOf(file))
const edges = read.flatMap((f) => f.edges)
/** Imports of packages as edges to the package's name (`react/jsx-runtime`), for the rules that follow chains. */
const packageEdges = read.flatMap((f) => f.packages.map((p) => ({ from: p.from, to: p.specifier, kind: p.kind })))

const STAGES = {
  model: 'lib/content/model/',
  schema: 'lib/content/schema/',
  read: 'lib/content/read/',
  check: 'lib/content/check/',
  compile: 'lib/content/compile/',
  pipeline: 'lib/content/pipeline.ts',
  store: 'lib/content/store.ts',
}
/** What the store hands out, derived from the checked content (lookups, views, facts, settings). */
const DERIVED = [
  'lib/content/entries.ts',
  'lib/content/listViews.ts',
  'lib/content/siteFacts.ts',
  'lib/content/localize.ts',
  'lib/content/localizedLists.ts',
]

interface Rule {
  /** Files the rule is about (a folder ends with `/`). */
  from: string[]
  /** What they must never import. */
  never: string[]
  /** Files of `from` the rule leaves out (the one place that joins what the rule keeps apart). */
  except?: string[]
  why: string
}

const RULES: Rule[] = [
  {
    from: ['lib/'],
    never: ['components/', 'islands/', 'pages/', 'scripts/', 'admin/'],
    why: 'the content pipeline and the editor configuration know nothing of how pages look',
  },
  {
    from: [STAGES.model, STAGES.schema],
    never: [STAGES.read, STAGES.check, STAGES.compile, STAGES.pipeline, STAGES.store, ...DERIVED],
    why: 'types and schemas are what every stage shares; they depend on no stage',
  },
  {
    from: [STAGES.read],
    never: [STAGES.check, STAGES.compile, STAGES.pipeline, STAGES.store, ...DERIVED],
    why: 'reading turns files into entries and passes no judgement',
  },
  {
    from: [STAGES.check],
    never: [STAGES.compile, STAGES.pipeline, STAGES.store, ...DERIVED],
    why: 'a rule judges what was read; it compiles nothing and reaches no store',
  },
  {
    from: [STAGES.compile],
    never: [STAGES.check, STAGES.pipeline, STAGES.store, ...DERIVED],
    why: 'only bodies that passed are compiled; the compiler judges nothing',
  },
  {
    from: ['lib/', 'components/', 'islands/', 'pages/', 'scripts/', 'admin/'],
    never: [STAGES.check],
    except: [STAGES.pipeline, 'lib/editor/', STAGES.check, 'scripts/advertisingGate.ts'],
    why: 'the pipeline runs the checks (and the editor runs them on one entry before a save, and postbuild runs the advertising rules on the built pages)',
  },
  {
    from: ['lib/', 'components/', 'islands/', 'pages/', 'scripts/', 'admin/'],
    never: [STAGES.pipeline],
    except: [STAGES.store, 'scripts/checkContentFolder.ts', 'scripts/translations.ts', 'lib/editor/'],
    why: 'the store is how the site gets its content; `npm run check`, `npm run translations` and the editor run the pipeline on a folder',
  },
  {
    from: ['components/'],
    never: ['pages/', 'scripts/', 'admin/', 'lib/editor/', STAGES.read, STAGES.compile, STAGES.store, ...DERIVED],
    why: 'components get their facts as props or from useSiteFacts(), never from the content store',
  },
  {
    from: ['components/'],
    never: ['lib/content/settings.ts', 'lib/content/placeholderSettings.ts', 'lib/content/firmFacts.ts'],
    why: 'build settings reach the browser only as the build decides',
  },
  {
    from: ['islands/'],
    never: ['components/', 'pages/', 'lib/', 'scripts/', 'admin/'],
    why: 'the islands runtime is given the site’s islands as data (pages/content-islands/+client.ts), so it imports none back',
  },
  {
    from: ['pages/'],
    never: ['scripts/', 'admin/'],
    why: 'pages render; build steps run around them',
  },
]

/**
 * The files Vite loads in its own process before it builds a page: the configs, and through them every
 * plugin of scripts/vite-plugin-*.ts, the content pipeline with the MDX compiler, and the editor's configuration.
 */
const VITE_CONFIGS = ['vite.config.ts', 'vite.admin.config.ts']
/** React, or a package that loads it. */
const REACT_PACKAGE = /^(react|react-dom|vike-react|@headlessui\/react|@mdx-js\/react)(\/|$)/
const loadsReact = (node: string) => node.endsWith('.tsx') || REACT_PACKAGE.test(node)

const matches = (file: string, prefixes: string[]) =>
  prefixes.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p))

function broken(rule: Rule, all: ImportEdge[]): string[] {
  return all
    .filter((e) => matches(e.from, rule.from) && !matches(e.from, rule.except ?? []) && matches(e.to, rule.never))
    .map((e) => `${e.from} imports ${e.to}${e.kind === 'static' ? '' : ` (${e.kind})`}`)
}

describe('import rules', () => {
  it('reads every file of the product with the parser', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(read.flatMap((f) => f.errors)).toEqual([])
  })

  it('no dynamic import hides where it goes', () => {
    expect(read.flatMap((f) => f.unreadable)).toEqual([])
  })

  for (const rule of RULES) {
    it(`${rule.from.join(', ')} never import ${rule.never.join(', ')}: ${rule.why}`, () => {
      expect(broken(rule, edges)).toEqual([])
    })
  }

  it(`${VITE_CONFIGS.join(', ')} and all they import (the vite-plugin-*.ts, the pipeline, the MDX compiler) never import React or a .tsx module: React loaded in Vite's config process gave the pre-rendering a development React (dispatcher.getOwner is not a function)`, () => {
    const plugins = files.filter((file) => /^scripts\/vite-plugin-[^/]+\.ts$/.test(file))
    const loaded = new Set(chainsTo(VITE_CONFIGS, edges, (file) => plugins.includes(file)).map((chain) => chain.at(-1)))
    expect(
      plugins.filter((plugin) => !loaded.has(plugin)),
      'a plugin no config loads',
    ).toEqual([])
    const chains = chainsTo(VITE_CONFIGS, [...edges, ...packageEdges], loadsReact)
    expect(
      chains.map(
        (chain) =>
          `${chain.join(' -> ')}: import the React-free part from a module of its own (a type-only import is fine)`,
      ),
    ).toEqual([])
  })

  it('one import style: every import of a file of the tree names it with its extension', () => {
    expect(
      edges
        .filter((e) => !e.written?.endsWith(e.to.slice(e.to.lastIndexOf('.'))))
        .map((e) => `${e.from}: ${e.written}`),
    ).toEqual([])
  })

  it('no circle of files imports itself back', () => {
    expect(circles(edges)).toEqual([])
  })
})

describe('the import reader', () => {
  it('sees what a line-by-line reading missed: multi-line, type-only, re-exported and dynamic imports', () => {
    const sample = readFileSync('tests/fixtures/imports/written-every-way.ts.txt', 'utf8')
    const seen = importsOf('tests/unit/sample.ts', sample).edges.map((e) => `${e.to} ${e.kind}`)
    expect(seen).toEqual([
      'tests/importGraph.ts static',
      'tests/renderWithFacts.ts type',
      'tests/contentExpectations.ts static',
      'tests/realLeadForms.ts dynamic',
    ])
  })

  it('names each chain of imports that reaches React from the Vite config, not type-only ones', () => {
    const edge = (from: string, to: string, kind: ImportEdge['kind'] = 'static') => ({ from, to, kind })
    const graph = [
      edge('vite.config.ts', 'scripts/vite-plugin-a.ts'),
      edge('scripts/vite-plugin-a.ts', 'lib/editor/b.ts'),
      edge('lib/editor/b.ts', 'admin/Widget.tsx', 'dynamic'),
      edge('scripts/vite-plugin-a.ts', 'lib/c.ts'),
      edge('lib/c.ts', 'react', 'type'),
      edge('lib/c.ts', 'react-dom/server'),
      edge('lib/c.ts', 'reactive-thing'),
    ]
    expect(chainsTo(['vite.config.ts'], graph, loadsReact)).toEqual([
      ['vite.config.ts', 'scripts/vite-plugin-a.ts', 'lib/editor/b.ts', 'admin/Widget.tsx'],
      ['vite.config.ts', 'scripts/vite-plugin-a.ts', 'lib/c.ts', 'react-dom/server'],
    ])
  })

  it('finds a circle', () => {
    const edge = (from: string, to: string): ImportEdge => ({ from, to, kind: 'static' })
    expect(circles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([['a', 'b', 'c']])
  })
})
