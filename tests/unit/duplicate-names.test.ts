/** A term, question or attorney name written twice is refused at the second file (fixtures: tests/fixtures/duplicate-names/). */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { formatProblem } from '../../lib/content/model/problems.ts'
import { display } from '../../lib/content/read/contentFiles.ts'

const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

/** The fixture content folder with one collection's duplicate-name fixtures added. */
function withFixtures(collection: string): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'duplicate-names-')), 'content')
  made.push(path.dirname(dir))
  cpSync('tests/fixtures/content', dir, { recursive: true })
  cpSync(`tests/fixtures/duplicate-names/${collection}`, path.join(dir, collection), { recursive: true })
  return dir
}

describe('names written twice', () => {
  it('a second glossary term with the same term (case and spaces aside) names the first', () => {
    const dir = withFixtures('glossary')
    // Files are read in name order: negligence-1.mdx comes before negligence.mdx.
    const first = display(path.join(dir, 'glossary/negligence-1.mdx'))
    const second = display(path.join(dir, 'glossary/negligence.mdx'))
    expect(runPipeline(dir).problems.map(formatProblem)).toEqual([
      `${second}:2: term "Negligence" is already the \`term\` of ${first}:3. Each term can be written once: change this one, or remove this file and add what it says to that one.`,
    ])
  })

  it('a second FAQ entry with the same question names the first', () => {
    const dir = withFixtures('faq')
    const first = display(path.join(dir, 'faq/cost-again.mdx'))
    const second = display(path.join(dir, 'faq/cost.mdx'))
    expect(runPipeline(dir).problems.map(formatProblem)).toEqual([
      `${second}:2: question "How much does it cost to hire your firm?" is already the \`question\` of ${first}:4. Each question can be written once: change this one, or remove this file and add what it says to that one.`,
    ])
  })

  it('an attorney name written twice names the first (and its anchor, which checkAttorneys reports)', () => {
    const dir = withFixtures('attorneys')
    const first = display(path.join(dir, 'attorneys/ann-example-2.mdx'))
    const second = display(path.join(dir, 'attorneys/ann-example.mdx'))
    expect(runPipeline(dir).problems.map(formatProblem)).toEqual([
      `${second}:2: the name's anchor \`#ann-example\` is already used by ${first}: each attorney needs a different one.`,
      `${second}:2: attorney name "Ann Example" is already the \`name\` of ${first}:2. Each attorney name can be written once: change this one, or remove this file and add what it says to that one.`,
    ])
  })
})
