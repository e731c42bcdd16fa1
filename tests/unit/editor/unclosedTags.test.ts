/** The scan that names an unclosed component where it was opened (tests/fixtures/unclosed-components/, one case a file). */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BODY_FIELD, mdxFormat } from '../../../lib/editor/contentFormats.ts'
import { findUnclosedTags } from '../../../lib/editor/unclosedTags.ts'

const FIXTURES = 'tests/fixtures/unclosed-components'
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8')
const unclosed = (name: string, line: number) =>
  `\`<${name}>\` opened on line ${line} is never closed: add \`</${name}>\` or write it as \`<${name} ... />\`.`

describe('an unclosed component', () => {
  it.each([
    ['unclosed-in-actions.mdx', [{ line: 5, message: unclosed('CaseReviewButton', 5) }]],
    ['unclosed-in-prop-without-group.mdx', [{ line: 1, message: unclosed('CaseReviewButton', 1) }]],
    ['unclosed-section.mdx', [{ line: 3, message: unclosed('Section', 3) }]],
    ['unclosed-inside-closed.mdx', [{ line: 2, message: unclosed('Panel', 2) }]],
    [
      'unclosed-group.mdx',
      [{ line: 1, message: '`<>` opened on line 1 is never closed: add `</>` where the group ends.' }],
    ],
    [
      'stray-closing.mdx',
      [
        {
          line: 3,
          message:
            '`</Notice>` closes nothing: no `<Notice>` is open here. Delete it, or add `<Notice>` where the block starts.',
        },
      ],
    ],
  ])('%s is reported at the line it was opened on', (file, problems) => {
    expect(findUnclosedTags(fixture(file))).toEqual(problems)
  })

  it("counts the file's lines when given the lines before the body", () => {
    expect(findUnclosedTags(fixture('unclosed-in-actions.mdx'), 20)).toEqual([
      { line: 25, message: unclosed('CaseReviewButton', 25) },
    ])
  })
})

describe('nothing is reported', () => {
  it.each(['closed-in-actions.mdx', 'in-code.mdx', 'in-strings-and-comments.mdx'])('in %s', (file) => {
    expect(findUnclosedTags(fixture(file))).toEqual([])
  })

  it('for a `<` that names no component (the parser words that one), unlike an element content may use', () => {
    expect(findUnclosedTags('Scores went 3<y after surgery.\n')).toEqual([])
    expect(findUnclosedTags('One line<br>\nanother.\n')).toEqual([{ line: 1, message: unclosed('br', 1) }])
  })

  it('in any body of the real content, which passes the check', () => {
    const bodies = readdirSync('content', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => [file, String(mdxFormat.fromFile(readFileSync(path.join('content', file), 'utf8'))[BODY_FIELD])])
    expect(bodies.length).toBeGreaterThan(100)
    expect(bodies.filter(([, body]) => findUnclosedTags(body!).length)).toEqual([])
  })
})
