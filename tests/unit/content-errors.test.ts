/** Every kind of bad content stops the build with its exact `file:line: message` (fixtures: tests/fixtures/bad-content/). */
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../content/load.ts'
import { formatProblem } from '../../content/errors.ts'

const base = 'tests/fixtures/content'
const about = `${base}/pages/about.mdx`

const cases: Record<string, string[]> = {
  'missing-field': ['2: missing required field `title`: add `title: ...` to the frontmatter.'],
  'wrong-type': ['5: `keywords` must be a list (lines starting with `- `), not the text "car accident lawyer".'],
  'unknown-key': ['5: unknown field `alias`; did you mean `aliases`? Correct its spelling or remove it.'],
  'malformed-yaml': ['3: a `"` quote is opened on this line and never closed. Add the closing `"` at the end of the value.'],
  'duplicate-path': [`4: path \`/about\` is already used by ${about}:4. Each address can belong to one page only: change or remove one of them.`],
  'duplicate-alias': [`6: alias \`/about-us\` is already used by ${about}:6. Each address can belong to one page only: change or remove one of them.`],
  'alias-is-path': [`6: alias \`/about\` is the path of another page (${about}:4). An alias must be an address no other page uses: remove it here, or change that page's path.`],
  'broken-link': ['7: the link to `/services` goes to no page. Correct the address, or add `/services` to the `aliases` of the page it should open.'],
  'broken-jsx-link': ['7: the link to `/free-review` goes to no page. Correct the address, or add `/free-review` to the `aliases` of the page it should open.'],
  'broken-link-in-prop': ['7: the link to `/free-consult` goes to no page. Correct the address, or add `/free-consult` to the `aliases` of the page it should open.'],
  'missing-anchor': [`7: the link to \`/about#partners\` points at \`#partners\`, which ${about} does not have. Use one of its anchors (#our-team) or remove \`#partners\`.`],
  'unknown-component': ['7: unknown component `<CallButon>`; did you mean `<CallButton>`? Component names are case-sensitive; docs/CONTENT.md lists them all.'],
  'bare-brace': ['7: a `{` starts code in MDX, and this one is not valid code. To show a curly brace itself, write `\\{`; for a note to other editors, write `{/* your note */}`.'],
  'bare-less-than': ['7: a `<` starts a component in MDX, and this one is not a complete component. To show the character itself, write `&lt;` (or the words "less than"); if you meant a component, check its spelling and that it is closed, e.g. `<CallButton />`.'],
  'html-comment': ['7: HTML comments `<!-- -->` do not work in MDX. Write `{/* your note */}` instead, or delete the comment.'],
  'import-line': ['7: `import` and `export` lines are not allowed in content: the site\'s components work without importing them. Delete the line; docs/CONTENT.md lists the components.'],
  'description-short': ['3: `description` is too short: write 50 to 160 characters that sum up the page.'],
  'description-long': ['3: `description` is too long: search engines cut it after 160 characters; shorten it.'],
  'result-without-disclaimer': ['9: the dollar result $2,400,000 needs "Prior results do not guarantee a similar outcome" in the same section. Add that sentence to the section, or use a results block that shows it.'],
  'recovered-total-without-disclaimer': ['9: the dollar result <FirmFigure name="recoveredTotal" /> needs "Prior results do not guarantee a similar outcome" in the same section. Add that sentence to the section, or use a results block that shows it.'],
  'specialist-claim': ['7: "specialize": New York\'s advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. Write "focus on", "concentrate on" or "handle" instead.'],
  'no-fee-without-qualifier': ['7: "No fee unless..." needs the asterisk that points to the costs note: write it as "No fee unless we win*" (the footer explains that case costs may still be owed).'],
}

describe('bad content', () => {
  it('the fixture folder itself is valid', () => {
    expect(loadContent(base).problems).toEqual([])
  })
  for (const [name, expected] of Object.entries(cases)) {
    it(`${name} is reported with its file, line and fix`, () => {
      const file = `tests/fixtures/bad-content/${name}.mdx`
      const { problems } = loadContent(base, { extraPages: [file] })
      expect(problems.map(formatProblem)).toEqual(expected.map((m) => `${file}:${m}`))
    })
  }
  it('reports every problem of a run, not only the first', () => {
    const files = Object.keys(cases).map((n) => `tests/fixtures/bad-content/${n}.mdx`)
    const { problems } = loadContent(base, { extraPages: files })
    expect(problems.length).toBeGreaterThanOrEqual(Object.keys(cases).length)
  })
})
