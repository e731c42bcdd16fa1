/**
 * docs/CONTENT.md cannot drift from the components: every MDX example in it is checked as a page
 * of the real content. Examples are the fenced ```mdx / ```yaml blocks, and every complete block
 * (`<Name ... />` or `<Name>...</Name>`) or editor's note written as code in a table cell, a
 * paragraph or a list item (those of one cell or paragraph form one page). In the "This error
 * means" table, the "for example" cell must fail with the message of its row's first cell.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { contentDir, readSite } from '../../lib/content/read/readContent.ts'
import { formatProblem } from '../../lib/content/model/problems.ts'
import { iconPaths } from '../../components/ui/iconPaths.ts'

const guide = readFileSync('docs/CONTENT.md', 'utf8')

/** The code spans of a line of Markdown, with this guide's `\`` for a backtick inside a span. */
function codeSpans(line: string): string[] {
  const doubled = [...line.matchAll(/``\s?(.+?)\s?``/g)].map((m) => m[1]!)
  const parts = line
    .replace(/``.+?``/g, '')
    .replace(/\\`/g, '\uE000')
    .split('`')
  return [...doubled, ...parts.filter((_, i) => i % 2 === 1).map((p) => p.replace(/\uE000/g, '`'))]
}

const isExample = (span: string) =>
  /^\{\/\*[\s\S]*\*\/\}$/.test(span) || /^<([A-Za-z]+)\b[\s\S]*(\/>|<\/\1>)$/.test(span)

/** `kind`: a body to put in a page, a whole file, or YAML frontmatter fields. */
interface Example {
  body: string
  line: number
  kind: 'body' | 'file' | 'yaml'
  fails?: string
}

function extract(): Example[] {
  const examples: Example[] = []
  const lines = guide.split('\n')
  let inErrors = false
  let fence: { lang: string; start: number; text: string[] } | undefined
  let paragraph: { spans: string[]; line: number } | undefined
  const flush = () => {
    if (paragraph?.spans.length)
      examples.push({ body: paragraph.spans.join('\n\n'), line: paragraph.line, kind: 'body' })
    paragraph = undefined
  }
  lines.forEach((line, i) => {
    if (fence) {
      if (line.startsWith('```')) {
        const body = fence.text.join('\n')
        examples.push({
          body,
          line: fence.start,
          kind: fence.lang === 'yaml' ? 'yaml' : body.startsWith('---') ? 'file' : 'body',
        })
        fence = undefined
      } else fence.text.push(line)
      return
    }
    const opened = /^```(mdx|yaml)\s*$/.exec(line)
    if (opened) {
      flush()
      fence = { lang: opened[1]!, start: i + 1, text: [] }
      return
    }
    if (line.startsWith('## ')) {
      flush()
      inErrors = line.startsWith('## This error means')
      return
    }
    if (line.startsWith('|')) {
      flush()
      const cells = line
        .slice(1, -1)
        .split(' | ')
        .map((c) => c.trim())
      if (inErrors) {
        const example = codeSpans(cells[2] ?? '')[0]
        if (example && cells.length === 4)
          examples.push({ body: example, line: i + 1, kind: 'body', fails: codeSpans(cells[0] ?? '')[0] ?? '' })
        return
      }
      for (const cell of cells) {
        const spans = codeSpans(cell).filter(isExample)
        if (spans.length) examples.push({ body: spans.join('\n\n'), line: i + 1, kind: 'body' })
      }
      return
    }
    if (!line.trim() || line.startsWith('- ')) flush()
    const spans = codeSpans(line).filter(isExample)
    if (spans.length) {
      paragraph ??= { spans: [], line: i + 1 }
      paragraph.spans.push(...spans)
    }
  })
  flush()
  return examples
}

const examples = extract()
const dir = mkdtempSync(path.join('tests', '.tmp-guide-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/**
 * The guide's examples name an office of the placeholder firm by its id: checked as pages
 * of the firm's own content, those meant to pass name its first office instead, so replacing the
 * offices in site.yaml keeps this test green. Every other part of an example is checked as written,
 * and a mistake the guide shows keeps its wrong office.
 */
const firstOffice = readSite(contentDir(), []).site?.offices[0]?.id ?? 'no-site-yaml'
const withFirmOffice = (example: Example) =>
  example.fails === undefined ? example.body.replace(/\boffice="[^"]*"/g, `office="${firstOffice}"`) : example.body

/** Each example as a page of its own; forms are declared when it opens or places one. */
function pageText(example: Example, n: number): string {
  if (example.kind === 'file') return withFirmOffice(example)
  const base = [
    `title: Guide example ${n}`,
    `description: An example copied from docs/CONTENT.md line ${example.line}, checked like any page.`,
    `path: /guide-example-${n}`,
  ]
  if (example.kind === 'yaml') {
    const own = base.filter((field) => !new RegExp(`^${field.split(':')[0]}:`, 'm').test(example.body))
    return `---\n${example.body}\n${own.join('\n')}\n---\n\nText.\n`
  }
  const forms = /<LeadForm\b/.test(example.body)
    ? 'forms:\n  main:\n    variant: home'
    : /<CaseReviewButton\b/.test(example.body)
      ? 'forms:\n  main:\n    variant: car-accident'
      : ''
  return `---\n${[...base, forms].filter(Boolean).join('\n')}\n---\n\n${withFirmOffice(example)}\n`
}

const files = examples.map((example, n) => {
  const file = path.join(dir, `guide-example-${n + 1}.mdx`)
  writeFileSync(file, pageText(example, n + 1))
  return file
})
const { problems } = runPipeline(undefined, { extraPages: files })
const problemsOf = (file: string) =>
  problems.filter((p) => p.file === file.split(path.sep).join('/')).map(formatProblem)

describe('docs/CONTENT.md', () => {
  it('has examples to check: blocks, a whole page, and mistakes with their messages', () => {
    expect(examples.filter((e) => !e.fails).length).toBeGreaterThanOrEqual(30)
    expect(examples.filter((e) => e.kind === 'file')).toHaveLength(1)
    expect(examples.filter((e) => e.fails).length).toBeGreaterThan(12)
  })
  it('leaves the real content valid', () => {
    expect(problems.filter((p) => !p.file.includes('.tmp-guide-')).map(formatProblem)).toEqual([])
  })
  examples.forEach((example, n) => {
    const file = files[n]!
    if (example.fails === undefined) {
      it(`line ${example.line}: ${example.body.slice(0, 60).replace(/\n/g, ' ')} passes npm run check`, () => {
        expect(problemsOf(file)).toEqual([])
      })
    } else {
      it(`line ${example.line}: ${example.body.slice(0, 60)} fails with "${example.fails.slice(0, 50)}"`, () => {
        const found = problemsOf(file)
        const fragments = example
          .fails!.split('...')
          .map((f) => f.trim())
          .filter(Boolean)
        expect(
          found.some((message) => fragments.every((f) => message.includes(f))),
          `${found.join('\n')}\nshould contain: ${fragments.join(' ... ')}`,
        ).toBe(true)
      })
    }
  })
  it('lists every icon a card accepts', () => {
    const row = guide.split('\n').find((l) => l.includes('<CardGrid'))!
    const listed = /icons: ([a-z, ]+)/
      .exec(row)![1]!
      .split(', ')
      .map((s) => s.trim())
    expect(listed).toEqual(Object.keys(iconPaths))
  })
})
