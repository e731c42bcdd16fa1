/**
 * Runs the content pipeline on a copy of a small valid content folder with one advertising fixture
 * (tests/fixtures/advertising/cases/) put in its place: `name.mdx` as a page, `es-name.mdx` as a
 * Spanish page, `attorney-name.mdx` as an attorney, `file--name.yaml` as that YAML file (`es-` before
 * it: in the folder with Spanish translations). Returns every problem as `line: message` of the fixture's file.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runPipeline } from '../lib/content/pipeline.ts'

export const ADVERTISING_CASES = path.resolve('tests/fixtures/advertising/cases')

/** Where a case file goes in the content folder, and which folder it goes into. */
function placeOf(name: string): { base: string; target: string } {
  const spanish = name.startsWith('es-')
  const base = path.resolve(spanish ? 'tests/fixtures/translations' : 'tests/fixtures/content')
  const bare = spanish ? name.slice(3) : name
  if (bare.endsWith('.yaml')) return { base, target: `${bare.split('--')[0]}.yaml` }
  if (bare.startsWith('attorney-')) return { base, target: `attorneys/${bare}` }
  // A Spanish page takes the place of the folder's translation of about.mdx (each English file has one).
  return { base, target: spanish ? 'es/pages/acerca.mdx' : `pages/${name}` }
}

export function advertisingProblems(name: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'advertising-'))
  try {
    const { base, target } = placeOf(name)
    cpSync(base, dir, { recursive: true })
    mkdirSync(path.dirname(path.join(dir, target)), { recursive: true })
    cpSync(path.join(ADVERTISING_CASES, name), path.join(dir, target))
    const shown = path.relative(process.cwd(), path.join(dir, target)).split(path.sep).join('/')
    return runPipeline(dir).problems.map((p) =>
      p.file === shown ? `${p.line}: ${p.message}` : `${p.file}:${p.line}: ${p.message}`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
