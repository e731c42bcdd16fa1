/** The layering of issue 15: components get facts as data; content code and components stay apart from what they must not know. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(dir, f))
}

/** Each file's imports, resolved to paths relative to the repository. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"\n]*?from\s+['"](\.[^'"]+)['"]/g)].map((m) =>
    path.normalize(path.join(path.dirname(file), m[1]!)).replace(/\.tsx?$/, ''),
  )
}

function offenders(dir: string, forbidden: (target: string) => boolean): string[] {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file)
      .filter(forbidden)
      .map((target) => `${file} imports ${target}`),
  )
}

describe('import rules', () => {
  it('no component imports the content store, its list views or the build settings', () => {
    expect(
      offenders('components', (t) =>
        ['lib/content/index', 'lib/content/listViews', 'lib/content/settings', 'lib/content/siteFacts'].includes(t),
      ),
    ).toEqual([])
  })

  it('no component imports a script', () => {
    expect(offenders('components', (t) => t.startsWith('scripts/'))).toEqual([])
  })

  it('content code imports no component, page or renderer file', () => {
    expect(offenders('lib', (t) => /^(components|pages|renderer)\//.test(t))).toEqual([])
  })
})
