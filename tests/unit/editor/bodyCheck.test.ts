import { describe, expect, it } from 'vitest'
import { bodyProblems, checkBody } from '../../../lib/editor/bodyCheck.ts'

describe('the body rules in the editor', () => {
  it('refuses "specialist" about the firm, with the line and the advertising rule\'s words', () => {
    expect(checkBody('We help injured people.\n\nOur attorneys are specialists in car accidents.\n')).toEqual([
      `Line 3: "specialists": New York's advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. Write "focus on", "concentrate on" or "handle" instead.`,
    ])
  })

  it('lets a medical specialist pass', () => {
    expect(checkBody('Your spine specialist will explain the treatment.\n')).toEqual([])
  })

  it('asks for the no-fee asterisk', () => {
    expect(checkBody('No fee unless we win.\n')).toEqual([
      'Line 1: "No fee unless..." needs the asterisk that points to the costs note: write it as "No fee unless we win*" (the footer explains that case costs may still be owed).',
    ])
  })

  it('asks for the results disclaimer next to a dollar result', () => {
    expect(checkBody('## Results\n\nWe recovered $2,400,000 for a client.\n')).toEqual([
      'Line 3: the dollar result $2,400,000 needs "Prior results do not guarantee a similar outcome" in the same section. Add that sentence to the section, or use a results block that shows it.',
    ])
    expect(
      checkBody(
        '## Results\n\nWe recovered $2,400,000 for a client. Prior results do not guarantee a similar outcome.\n',
      ),
    ).toEqual([])
  })

  it('explains an MDX syntax error as npm run check does', () => {
    expect(checkBody('Call us <!-- note -->\n')).toEqual([
      'Line 1: HTML comments `<!-- -->` do not work in MDX. Write `{/* your note */}` instead, or delete the comment.',
    ])
  })

  it("numbers lines as the file's: the body's line plus the lines before it", () => {
    expect(bodyProblems('Fine.\n\nNo fee unless we win.\n', 22)).toEqual([
      {
        line: 25,
        message:
          '"No fee unless..." needs the asterisk that points to the costs note: write it as "No fee unless we win*" (the footer explains that case costs may still be owed).',
      },
    ])
  })

  it('names an unclosed component where the parser would name the `{` it stopped at', () => {
    const body =
      'Intro\n\n<Hero title="Hurt?" actions={<>\n  <CaseReviewButton>Free Case Review\n  <CallButton />\n</>} />\n'
    expect(checkBody(body, 10)).toEqual([
      'Line 14: `<CaseReviewButton>` opened on line 14 is never closed: add `</CaseReviewButton>` or write it as `<CaseReviewButton ... />`.',
    ])
  })

  it("refuses a Markdown image and a heading that takes an id of the site, in npm run check's words", () => {
    expect(checkBody('Our office:\n\n![Reception](https://other.host/x.png)\n\n## Toast Region\n')).toEqual([
      expect.stringMatching(
        /^Line 3: the Markdown image `!\[\.\.\.\]\(https:\/\/other\.host\/x\.png\)` is not allowed in content: .* write <Photo src=/,
      ),
      expect.stringMatching(
        /^Line 5: the heading "Toast Region" gets the id `toast-region`, which belongs to a part of every page/,
      ),
    ])
  })

  it("keeps the parser's words for a `<` that is no component", () => {
    expect(checkBody('Pain scores went 3<y after surgery.\n')).toEqual([
      expect.stringMatching(/^Line 1: this MDX cannot be read/),
    ])
  })
})
