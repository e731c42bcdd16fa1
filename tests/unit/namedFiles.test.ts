/** Every file a comment or a document names exists: a rename leaves no pointer to a file that is gone. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const ROOTS = ['lib', 'components', 'pages', 'islands', 'scripts', 'admin', 'styles', 'docs', '.github', 'README.md']
const SKIP = new Set(['node_modules', 'dist'])
/** A path into the tree, as comments and documents write them (`lib/content/pipeline.ts`, `./readEntry.ts`). */
const NAMED =
  /(?<![\w/.-])((?:\.\.?\/)*(?:lib|components|pages|islands|scripts|tests|admin|styles|docs|public|content)\/[\w./+\-[\]]*\w\.(?:tsx|ts|mdx|md|css|yaml|yml|json))(?![\w/])/g

/** A file of the content pipeline named from lib/content (`read/readEntry.ts`), or a file named alone (`readEntry.ts`). */
const PIPELINE_NAMED = /(?<![\w/.-])((?:read|check|checks|compile|schema|model|advertising)\/[\w/]*\w\.ts)\b/g
const BARE_NAMED = /(?<![\w/.+-])(\+?[A-Za-z][\w.-]*\.tsx?)(?![\w/])/g

/** The comment part of a line of code: a `//` comment, or a line of a `/* ... *\/` block. */
function commentOf(line: string): string {
  const trimmed = line.trim()
  if (/^(\/\*|\*|\/\/|\{\/\*)/.test(trimmed)) return trimmed
  const at = line.indexOf('// ')
  return at >= 0 ? line.slice(at) : ''
}

function textFiles(root: string): string[] {
  if (!existsSync(root)) return []
  if (statSync(root).isFile()) return [root]
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
    SKIP.has(entry.name) ? [] : textFiles(path.join(root, entry.name)),
  )
}

const files = ROOTS.flatMap(textFiles).filter((f) => /\.(tsx?|md|css|ya?ml)$/.test(f))
const names = new Set([...files, ...textFiles('tests'), ...textFiles('vite.config.ts')].map((f) => path.basename(f)))
for (const top of readdirSync('.')) names.add(top)

it('names only files that exist', () => {
  const missing: string[] = []
  for (const file of files) {
    const code = /\.tsx?$/.test(file)
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((whole, i) => {
        // In code, what comments say (the code's own imports are the import-rules test's).
        const line = code ? commentOf(whole) : whole
        const at = `${file}:${i + 1}`
        for (const [, named = ''] of line.matchAll(NAMED)) {
          const candidates = [named, path.join(path.dirname(file), named)]
          if (!candidates.some((c) => existsSync(c))) missing.push(`${at}: ${named}`)
        }
        for (const [, named = ''] of line.matchAll(PIPELINE_NAMED)) {
          const candidates = [
            path.join('lib/content', named),
            path.join('lib/content/check', named),
            path.join(path.dirname(file), named),
          ]
          if (!candidates.some((c) => existsSync(c))) missing.push(`${at}: ${named}`)
        }
        for (const [, named = ''] of line.matchAll(BARE_NAMED)) if (!names.has(named)) missing.push(`${at}: ${named}`)
      })
  }
  expect(missing).toEqual([])
})
