/**
 * A content folder for the benchmark: a copy of the real content/ (every data file, no code)
 * plus N synthetic pages, in .bench/content-N/ (git ignores .bench/).
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { syntheticPage } from './syntheticPage.ts'

export function writeSyntheticContent(pages: number, realPaths: string[]): string {
  const dir = path.resolve('.bench', `content-${pages}`)
  rmSync(dir, { recursive: true, force: true })
  // The synthetic site is English: the real Spanish files stay out, or every synthetic page would lack its pair.
  cpSync('content', dir, { recursive: true, filter: (source) => !source.startsWith(path.join('content', 'es')) })
  const out = path.join(dir, 'pages', 'bench')
  mkdirSync(out, { recursive: true })
  for (let i = 1; i <= pages; i++)
    writeFileSync(path.join(out, `page-${String(i).padStart(5, '0')}.mdx`), syntheticPage(i, pages, realPaths))
  return dir
}
