/** The Spanish files against the English: each names its English file, every English file has one, links stay in their language, and a changed English file is reported, never refused. */
import { execFileSync } from 'node:child_process'
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { formatProblem } from '../../lib/content/model/problems.ts'
import { staleTranslations, untranslatedEntries } from '../../lib/content/translationStatus.ts'

const fixture = 'tests/fixtures/translations'
const copies: string[] = []
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})

/** A copy of the fixture folder, changed by `edit`, as the messages name it (relative to the working directory). */
function copyWith(edit: (dir: string) => void): string {
  // node_modules/.cache/ exists only once something has used it (a fresh clone has none).
  mkdirSync(path.join('node_modules', '.cache'), { recursive: true })
  const dir = mkdtempSync(path.join('node_modules', '.cache', 'translations-'))
  copies.push(dir)
  cpSync(fixture, dir, { recursive: true })
  edit(dir)
  return dir
}

const problemsIn = (dir: string) => runPipeline(dir).problems.map(formatProblem)
const replaceIn = (file: string, from: string, to: string) =>
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to))

describe('Spanish translations', () => {
  it('pass when every English page has its Spanish file', () => {
    const content = runPipeline(fixture)
    expect(content.problems.map(formatProblem)).toEqual([])
    expect(content.es.pages.map((p) => p.data.path)).toEqual(['/es/acerca', '/es/contacto'])
    expect(staleTranslations(content)).toEqual([])
  })

  it('refuses a translationOf that names no English file, with the likely one', () => {
    const dir = copyWith((d) => replaceIn(`${d}/es/pages/acerca.mdx`, 'translationOf: about', 'translationOf: abuot'))
    expect(problemsIn(dir)).toEqual([
      `${dir}/es/pages/acerca.mdx:2: translationOf \`abuot\` names no file in content/pages/: write the name of the English file this translates, without \`.mdx\` (did you mean \`about\`?).`,
      `${dir}/pages/about.mdx:1: has no Spanish translation: add a file to content/es/pages/ with \`translationOf: about\` (docs/CONTENT.md, "Spanish pages").`,
    ])
  })

  it('refuses a second Spanish file of one English file', () => {
    const dir = copyWith((d) =>
      replaceIn(`${d}/es/pages/contacto.mdx`, 'translationOf: contact', 'translationOf: about'),
    )
    expect(problemsIn(dir)).toEqual([
      `${dir}/es/pages/contacto.mdx:2: ${dir}/es/pages/acerca.mdx already translates content/pages/about.mdx: each English file has one Spanish file. Delete one of the two, or correct its \`translationOf\`.`,
      `${dir}/pages/contact.mdx:1: has no Spanish translation: add a file to content/es/pages/ with \`translationOf: contact\` (docs/CONTENT.md, "Spanish pages").`,
    ])
  })

  it('asks for the recorded English text', () => {
    const dir = copyWith((d) => {
      const file = `${d}/es/pages/contacto.mdx`
      writeFileSync(file, readFileSync(file, 'utf8').replace(/sourceHash: .*\n/, ''))
    })
    expect(problemsIn(dir)).toEqual([
      `${dir}/es/pages/contacto.mdx:2: no \`sourceHash\`: once this translation says what content/pages/contact.mdx says, run \`npm run translations -- --stamp ${dir}/es/pages/contacto.mdx\` to record which English text it translates.`,
    ])
  })

  it('asks a Spanish page for an address under /es/', () => {
    const dir = copyWith((d) => replaceIn(`${d}/es/pages/contacto.mdx`, 'path: /es/contacto', 'path: /contacto'))
    expect(problemsIn(dir)).toContain(
      `${dir}/es/pages/contacto.mdx:6: \`path\` must start with \`/es/\` (Spanish pages live under /es/, e.g. \`/es/abogado-accidentes-de-auto\`).`,
    )
  })

  it('refuses a link from a Spanish page to an English one, naming the Spanish page to link to', () => {
    const dir = copyWith((d) => replaceIn(`${d}/es/pages/acerca.mdx`, '(/es/contacto)', '(/contact)'))
    expect(problemsIn(dir)).toEqual([
      `${dir}/es/pages/acerca.mdx:15: the link to \`/contact\` goes to an English page from a Spanish one: link to its Spanish page \`/es/contacto\` instead (the header's language link already offers the English).`,
    ])
  })

  it('asks a Spanish page for the Spanish results disclaimer', () => {
    const dir = copyWith((d) =>
      replaceIn(`${d}/es/pages/acerca.mdx`, 'Los resultados anteriores no garantizan un resultado similar.', ''),
    )
    expect(problemsIn(dir)).toEqual([
      `${dir}/es/pages/acerca.mdx:13: the dollar result $1,200,000 needs "Los resultados anteriores no garantizan un resultado similar" in the same section. Add that sentence to the section, or use a results block that shows it.`,
    ])
  })

  it('lists a translation whose English changed after it as stale, without a problem', () => {
    const dir = copyWith((d) => appendFileSync(`${d}/pages/about.mdx`, '\nA new English paragraph.\n'))
    const content = runPipeline(dir)
    expect(content.problems).toEqual([])
    expect(staleTranslations(content).map((s) => [s.file, s.source])).toEqual([
      [`${dir}/es/pages/acerca.mdx`, `${dir}/pages/about.mdx`],
    ])
  })

  it('lets a glossary term wait for its Spanish file, with a warning rather than a problem', () => {
    const dir = copyWith((d) => {
      mkdirSync(`${d}/glossary`)
      writeFileSync(
        `${d}/glossary/tolling.mdx`,
        '---\nterm: Tolling\ncategory: Legal Concepts\nlists:\n  - legal-glossary\n---\n\nPausing the time limit to sue, for example while the injured person is a child.\n',
      )
    })
    const content = runPipeline(dir)
    expect(content.problems.map(formatProblem)).toEqual([])
    expect(untranslatedEntries(content)).toEqual([`${dir}/glossary/tolling.mdx`])
  })

  it('npm run translations reports the stale file, since when, and the English diff from git history', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'translations-report-'))
    copies.push(repo)
    cpSync(fixture, path.join(repo, 'content'), { recursive: true })
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: repo })
    git('init', '-q')
    git('add', '.')
    git('commit', '-qm', 'English and Spanish')
    appendFileSync(path.join(repo, 'content/pages/about.mdx'), '\nOur team now includes two nurses.\n')
    git('commit', '-qam', 'About: the nurses')
    const report = execFileSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/translations.ts')], {
      cwd: repo,
      env: { ...process.env, CONTENT_DIR: 'content' },
      encoding: 'utf8',
    })
    expect(report).toContain('2 Spanish files; 1 to review; 0 without a recorded English text.')
    expect(report).toContain('## content/es/pages/acerca.mdx')
    expect(report).toMatch(/Changed since \d{4}-\d{2}-\d{2}, by:\n\s+\d{4}-\d{2}-\d{2} About: the nurses/)
    expect(report).toContain('+Our team now includes two nurses.')
  })
})
