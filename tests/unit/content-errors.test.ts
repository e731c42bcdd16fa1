/** Every kind of bad content stops the build with its exact `file:line: message` (fixtures: tests/fixtures/bad-content/). */
import { existsSync, rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { formatProblem } from '../../lib/content/model/problems.ts'

const base = 'tests/fixtures/content'
const about = `${base}/pages/about.mdx`

const KEPT =
  'which the site keeps for itself: a page there would take its place or be removed by the build. Choose another address.'
const PHOTO_ONLY =
  'is not allowed in content: a page\'s photos come from content/images/ through <Photo>, which serves copies sized for each screen, never another website\'s file, and needs a description. Save the original in content/images/ and write <Photo src="offices/reception.jpg" alt="what the photo shows" /> instead (docs/CONTENT.md, "Photos").'

const cases: Record<string, string[]> = {
  'missing-field': ['2: missing required field `title`: add `title: ...` to the frontmatter.'],
  'wrong-type': ['5: `keywords` must be a list (lines starting with `- `), not the text "car accident lawyer".'],
  'unknown-key': ['5: unknown field `alias`; did you mean `aliases`? Correct its spelling or remove it.'],
  'malformed-yaml': [
    '3: a `"` quote is opened on this line and never closed. Add the closing `"` at the end of the value.',
  ],
  'duplicate-path': [
    `4: path \`/about\` is already used by ${about}:4. Each address can belong to one page only: change or remove one of them.`,
  ],
  'duplicate-alias': [
    `6: alias \`/about-us\` is already used by ${about}:6. Each address can belong to one page only: change or remove one of them.`,
  ],
  'alias-is-path': [
    `6: alias \`/about\` is the path of another page (${about}:4). An alias must be an address no other page uses: remove it here, or change that page's path.`,
  ],
  'broken-link': [
    '7: the link to `/services` goes to no page. Correct the address, or add `/services` to the `aliases` of the page it should open.',
  ],
  'broken-jsx-link': [
    '7: the link to `/free-review` goes to no page. Correct the address, or add `/free-review` to the `aliases` of the page it should open.',
  ],
  'broken-link-in-prop': [
    '7: the link to `/free-consult` goes to no page. Correct the address, or add `/free-consult` to the `aliases` of the page it should open.',
  ],
  'missing-anchor': [
    `7: the link to \`/about#partners\` points at \`#partners\`, which ${about} does not have. Use one of its anchors (#our-team) or remove \`#partners\`.`,
  ],
  'unknown-component': [
    '7: unknown component `<CallButon>`; did you mean `<CallButton>`? Component names are case-sensitive; docs/CONTENT.md lists them all.',
  ],
  'bare-brace': [
    '7: a `{` starts code in MDX, and this one is not valid code. To show a curly brace itself, write `\\{`; for a note to other editors, write `{/* your note */}`.',
  ],
  'bare-less-than': [
    '7: a `<` starts a component in MDX, and this one is not a complete component. To show the character itself, write `&lt;` (or the words "less than"); if you meant a component, check its spelling and that it is closed, e.g. `<CallButton />`.',
  ],
  'html-comment': [
    '7: HTML comments `<!-- -->` do not work in MDX. Write `{/* your note */}` instead, or delete the comment.',
  ],
  'import-line': [
    "7: `import` and `export` lines are not allowed in content: the site's components work without importing them. Delete the line; docs/CONTENT.md lists the components.",
  ],
  'description-short': ['3: `description` is too short: write 50 to 160 characters that sum up the page.'],
  'description-long': ['3: `description` is too long: search engines cut it after 160 characters; shorten it.'],
  'result-without-disclaimer': [
    '9: the dollar result $2,400,000 needs "Prior results do not guarantee a similar outcome" in the same section. Add that sentence to the section, or use a results block that shows it.',
  ],
  'recovered-total-without-disclaimer': [
    '9: the dollar result <FirmFigure name="recoveredTotal" /> needs "Prior results do not guarantee a similar outcome" in the same section. Add that sentence to the section, or use a results block that shows it.',
  ],
  'specialist-claim': [
    '7: "specialize": New York\'s advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. Write "focus on", "concentrate on" or "handle" instead.',
  ],
  'no-fee-without-qualifier': [
    '7: "No fee unless..." needs the asterisk that points to the costs note: write it as "No fee unless we win*" (the footer explains that case costs may still be owed).',
  ],
  // The advertising rules read the sentence: who is the specialist, is the no-fee promise marked.
  'specialist-firm-noun': [
    '7: "specialists": New York\'s advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. Write "focus on", "concentrate on" or "handle" instead.',
  ],
  'specialist-attorneys-verb': [
    '7: "specialize": New York\'s advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. Write "focus on", "concentrate on" or "handle" instead.',
  ],
  'specialist-no-subject': [
    '7: "Specializing": New York\'s advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. Write "focus on", "concentrate on" or "handle" instead.',
  ],
  'no-win-no-fee': [
    '7: "No win, no fee" needs the asterisk that points to the costs note: write it as "No fee unless we win*" (the footer explains that case costs may still be owed).',
  ],
  // The same rules in Spanish.
  'specialist-spanish': [
    '7: "especialistas": New York\'s advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. In Spanish, write "nos dedicamos a", "nuestra práctica se centra en" or "áreas de enfoque" instead.',
  ],
  'specialist-spanish-verb': [
    '7: "especializamos": New York\'s advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. In Spanish, write "nos dedicamos a", "nuestra práctica se centra en" or "áreas de enfoque" instead.',
  ],
  'no-fee-spanish': [
    '7: "No cobramos honorarios a menos que..." needs the asterisk that points to the costs note: write it as "no cobramos honorarios a menos que ganemos*" (the footer explains that case costs may still be owed).',
  ],
  // Content is data: code, script and unsafe addresses are refused before anything is compiled.
  'frontmatter-js': [
    '1: the frontmatter must be plain YAML, but line 1 is `---js`. Frontmatter holds data (`title: ...`), never code: change line 1 to `---` and write each field as `name: value`.',
  ],
  'code-call': [
    "7: this `{...}` is code (a function call), and content may hold no code: only text in quotes, a number, true/false, a list in `[...]` or one of the site's components. Write the words themselves; to show a curly brace, write `\\{`; for a note to other editors, write `{/* your note */}`.",
  ],
  'code-name': [
    "7: this `{...}` is code (a name), and content may hold no code: only text in quotes, a number, true/false, a list in `[...]` or one of the site's components. Write the words themselves; to show a curly brace, write `\\{`; for a note to other editors, write `{/* your note */}`.",
  ],
  'code-member': [
    "7: this `{...}` is code (a look-up such as `a.b`), and content may hold no code: only text in quotes, a number, true/false, a list in `[...]` or one of the site's components. Write the words themselves; to show a curly brace, write `\\{`; for a note to other editors, write `{/* your note */}`.",
  ],
  'code-function': [
    "7: this `{...}` is code (a function), and content may hold no code: only text in quotes, a number, true/false, a list in `[...]` or one of the site's components. Write the words themselves; to show a curly brace, write `\\{`; for a note to other editors, write `{/* your note */}`.",
  ],
  // biome-ignore-start lint/suspicious/noTemplateCurlyInString: the message names the `${}` the editor wrote.
  'code-template': [
    "7: this `{...}` is code (a template with `${}`), and content may hold no code: only text in quotes, a number, true/false, a list in `[...]` or one of the site's components. Write the words themselves; to show a curly brace, write `\\{`; for a note to other editors, write `{/* your note */}`.",
  ],
  // biome-ignore-end lint/suspicious/noTemplateCurlyInString: the entry above.
  'code-in-prop': [
    '7: the value of `title` in <Card> is code (a function call): a prop may hold only text in quotes, a number, true/false, a list in `[...]` or one of the site\'s components, e.g. title="..." or columns={3}. Write the value itself.',
  ],
  'spread-props': ['7: `{...}` inside the tag of <Card> is code: write each prop as name="value".'],
  'script-element': [
    "7: `<script>` is not allowed in content: a page's scripts come from the site's code, never from a content file. Delete it; for a feature such as a form or a video, use one of the site's components (docs/CONTENT.md lists them).",
  ],
  'style-element': [
    '7: `<style>` is not allowed in content: the site\'s look comes from its stylesheet. Delete it; for a different background use a component\'s `tone`, e.g. <Section tone="tint">.',
  ],
  'iframe-element': [
    "7: `<iframe>` is not allowed in content: embedded pages and players come only from the site's components (the firm's video: <BrandVideo />). Delete it.",
  ],
  'object-element': [
    "7: `<object>` is not allowed in content: embedded content comes only from the site's components (the firm's video: <BrandVideo />). Delete it.",
  ],
  'embed-element': [
    "7: `<embed>` is not allowed in content: embedded content comes only from the site's components (the firm's video: <BrandVideo />). Delete it.",
  ],
  'form-element': [
    "7: `<form>` is not allowed in content: lead forms come from the page's `forms:` frontmatter. Place one with <LeadForm /> or open one with <CaseReviewButton />.",
  ],
  'dangerous-html': [
    '7: `dangerouslySetInnerHTML` on <div> is not allowed: it puts raw HTML, and with it possibly a script, on the page. Write the text or Markdown between the tags instead.',
  ],
  'event-handler': [
    '7: `onClick` on <a> is not allowed: content cannot run code when a visitor clicks or types. Remove it; for a button use <ButtonLink>, <CallButton> or <CaseReviewButton>.',
  ],
  'style-prop': [
    "7: the `style` prop on <span> is not allowed: the site's security policy blocks inline styles, and its look comes from the stylesheet. Remove it, or use a component's `tone` or `variant`.",
  ],
  'javascript-link': [
    '7: the address `javascript:...` is not allowed: `javascript:`, `vbscript:` and `data:` addresses can run code or hide content. Link to a page of the site (e.g. `/contact`), an `https://` address, `mailto:` or `tel:`.',
  ],
  'vbscript-link': [
    '7: the address `vbscript:...` is not allowed: `javascript:`, `vbscript:` and `data:` addresses can run code or hide content. Link to a page of the site (e.g. `/contact`), an `https://` address, `mailto:` or `tel:`.',
  ],
  'data-url': [
    '7: the address `data:...` is not allowed: `javascript:`, `vbscript:` and `data:` addresses can run code or hide content. Link to a page of the site (e.g. `/contact`), an `https://` address, `mailto:` or `tel:`.',
  ],
  'unknown-prop': [
    "7: <Card> has no prop `iocn`; did you mean `icon`? Correct the spelling or remove it (docs/CONTENT.md lists each component's props).",
  ],
  'wrong-icon': [
    '7: `icon` of <Card> cannot be "no-such-icon": use one of `car`, `medical`, `hardhat`, `fall`, `heart`, `home`, `scale`, `shield`, `clock`, `phone`, `award`, `building`, `boat`, `plane`, `train`, `bike`, `walk`, `dog`, `fire`, `brain`, `spine`, `baby`, `box`, `map`, `check`, `alert`, `users`, `document`, `money`, `truck`, `bolt`, `flask`, `eye`, `pill`, `gear`, `food`, `droplet`, `sun`, `bandage`, `anchor`, `ladder`.',
  ],
  'missing-prop': ['7: <ButtonLink> needs the prop `href`, e.g. href="...". Add it.'],
  'wrong-email-prop': [
    "7: <EmailButton> has no prop `kind`; its props are: address, variant. Correct the spelling or remove it (docs/CONTENT.md lists each component's props).",
  ],
  // Addresses the site keeps for its own files, in any case, with a trailing `/`, and under them.
  'alias-not-found-page': [`6: \`aliases.0\` is \`/404\`, the address of the not-found page (404.html), ${KEPT}`],
  'page-at-admin': [`4: \`path\` is \`/admin\`, the address of the content editor (/admin/), ${KEPT}`],
  'alias-under-admin': [
    `6: \`aliases.0\` is \`/admin/login\`, inside \`/admin\`, the address of the content editor (/admin/), ${KEPT}`,
  ],
  'alias-reserved-case': [`6: \`aliases.0\` is \`/Photos/\`, the address of the photos' copies (/photos/), ${KEPT}`],
  'alias-sitemap': [`6: \`aliases.0\` is \`/sitemap.xml\`, the address of the sitemap for search engines, ${KEPT}`],
  'alias-index': [
    "6: `aliases.0` is `/guides/index`, which ends in `index`: hosts answer such an address with the folder's own page (`/guides`), so this page would never be shown. Choose another address.",
  ],
  // An id the site's own parts carry, made from a heading's words.
  'heading-reserved-id': [
    '7: the heading "Toast Region" gets the id `toast-region`, which belongs to a part of every page the site draws itself (its menu, messages or search): it would take that part\'s place, and links to `#toast-region` would go to only one of the two. Reword the heading, e.g. "Toast Region Details".',
  ],
  // Photos come from <Photo>, never a Markdown image or an <img>, whatever the address.
  'markdown-image-other-host': [`7: the Markdown image \`![...](https://other.host/x.png)\` ${PHOTO_ONLY}`],
  'markdown-image-site': [`7: the Markdown image \`![...](/x.png)\` ${PHOTO_ONLY}`],
  'img-element': [`7: \`<img>\` ${PHOTO_ONLY}`],
  'unknown-office': [
    '7: <OfficeAddress office="islandai"> names no office of content/site.yaml; did you mean `islandia`?',
  ],
}

describe('bad content', () => {
  it('the fixture folder itself is valid', () => {
    expect(runPipeline(base).problems).toEqual([])
  })
  for (const [name, expected] of Object.entries(cases)) {
    it(`${name} is reported with its file, line and fix`, () => {
      const file = `tests/fixtures/bad-content/${name}.mdx`
      const { problems } = runPipeline(base, { extraPages: [file] })
      expect(problems.map(formatProblem)).toEqual(expected.map((m) => `${file}:${m}`))
    })
  }
  it('lets medical specialists, denials and marked no-fee promises through (tests/fixtures/good-content)', () => {
    const { problems } = runPipeline(base, { extraPages: ['tests/fixtures/good-content/advertising-allowed.mdx'] })
    expect(problems.map(formatProblem)).toEqual([])
  })
  it('never runs frontmatter code: the ---js fixture would write a file if it ran', () => {
    const witness = 'tests/fixtures/bad-content/frontmatter-js-ran.txt'
    rmSync(witness, { force: true })
    runPipeline(base, { extraPages: ['tests/fixtures/bad-content/frontmatter-js.mdx'] })
    expect(existsSync(witness)).toBe(false)
  })
  it('never compiles a body the checks refused', () => {
    const compiled: string[] = []
    const files = ['code-call', 'code-in-prop', 'dangerous-html', 'script-element'].map(
      (n) => `tests/fixtures/bad-content/${n}.mdx`,
    )
    runPipeline(base, {
      extraPages: files,
      compile: (_tree, _source, file) => {
        compiled.push(file)
        return { code: '' }
      },
    })
    expect(compiled.filter((f) => f.includes('bad-content'))).toEqual([])
    expect(compiled.length).toBeGreaterThan(0) // the fixture folder's own pages were compiled
  })
  it('reports every problem of a run, not only the first', () => {
    const files = Object.keys(cases).map((n) => `tests/fixtures/bad-content/${n}.mdx`)
    const { problems } = runPipeline(base, { extraPages: files })
    expect(problems.length).toBeGreaterThanOrEqual(Object.keys(cases).length)
  })
})
