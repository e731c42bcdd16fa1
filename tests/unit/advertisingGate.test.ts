/**
 * Postbuild's gate of the advertising rules (scripts/advertisingGate.ts) on built pages: what a
 * reader reads on the page is judged by the content check's own rules, so a claim the content check
 * could not see (words that meet only on the page, across elements, in character references) stops
 * the build naming the page's address and its content file; what no reader sees is not read; every
 * page shows the advertising label and the costs note.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pageAdvertisingProblems } from '../../scripts/advertisingGate.ts'
import { builtPages } from '../../scripts/builtPages.ts'

const FOOTER = `<footer>
<p>Attorney Advertising. Prior results do not guarantee a similar outcome.</p>
<p>*No attorney's fee unless we obtain a recovery. Case costs may be owed regardless of outcome.</p>
</footer>`
const FOOTER_ES = `<footer>
<p>Publicidad de abogados. Los resultados anteriores no garantizan un resultado similar.</p>
<p>*No cobramos honorarios a menos que obtengamos una indemnización. Es posible que se deban los costos del caso.</p>
<p><span lang="en">Attorney Advertising</span> · Publicidad de abogados</p>
</footer>`

/** A page as the build writes it, its `<main>` given, from line 5 on. */
const builtPage = (main: string, { lang = 'en', title = 'Car Accident Lawyers', footer = FOOTER } = {}) =>
  `<!DOCTYPE html>\n<html lang="${lang}">\n<head><title>${title}</title><meta name="description" content="Injured in a crash? Call us."></head>\n<body>\n<main>\n${main}\n</main>\n${footer}\n</body>\n</html>\n`

const out = mkdtempSync(path.join(tmpdir(), 'advertising-gate-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

/** The problems of one built page at `relative`, named as postbuild names it. */
function problemsOf(relative: string, html: string, contentFile = 'content/pages/car-accident-lawyer.mdx'): string[] {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(path.dirname(path.join(out, relative)), { recursive: true })
  writeFileSync(path.join(out, relative), html)
  const [page] = [...builtPages(out)]
  return page ? pageAdvertisingProblems(page, `/${path.dirname(relative)}`, contentFile) : []
}
const shown = (relative: string) => path.relative(process.cwd(), path.join(out, relative))
const page = 'car-accident-lawyer/index.html'
const where = '(/car-accident-lawyer, from content/pages/car-accident-lawyer.mdx)'

describe('the advertising gate on a built page', () => {
  it('passes a page within the rules, with its label and costs note', () => {
    expect(problemsOf(page, builtPage('<h1>Car Accident Lawyers</h1>\n<p>No fee unless we win.*</p>'))).toEqual([])
  })

  it('refuses a claim the content check never saw: words that meet only on the page, in references', () => {
    // Two components' words side by side, one with a character reference: one word on the screen.
    const main =
      '<h1>Car Accident Lawyers</h1>\n<p><span>Our lawyers are speci</span><b>&#x61;lists</b> in car crashes.</p>'
    expect(problemsOf(page, builtPage(main))).toEqual([
      `${shown(page)}:7 ${where}: "specialists": New York's advertising rules (Rule 7.4) do not let a lawyer or firm claim to be a specialist or to specialize. Write "focus on", "concentrate on" or "handle" instead.`,
    ])
  })

  it("reads the page's title and description, as search results show them", () => {
    const html = builtPage('<h1>Car Accident Lawyers</h1>', { title: 'The #1 Car Accident Lawyers | Firm' })
    expect(problemsOf(page, html)).toEqual([
      `${shown(page)}:3 ${where}: "#1": New York's advertising rules (Rule 7.1(d)-(e)) let a lawyer's ad praise the firm above others only when it can be proven: in the same paragraph, name who said so and when, with "Prior results do not guarantee a similar outcome", e.g. "Named the best injury firm on Long Island by Long Island Business News, 2024. Prior results do not guarantee a similar outcome." Otherwise say what the firm does, e.g. "car accident lawyers in New York".`,
    ])
  })

  it('judges a Spanish page by the Spanish rules', () => {
    const html = builtPage('<p>Le garantizamos la indemnización que usted merece.</p>', {
      lang: 'es',
      footer: FOOTER_ES,
    })
    expect(problemsOf('es/abogado/index.html', html, 'content/es/pages/abogado.mdx')).toEqual([
      `${shown('es/abogado/index.html')}:6 (/es/abogado, from content/es/pages/abogado.mdx): "garantizamos": New York's advertising rules (Rule 7.1) forbid misleading statements, and no lawyer can promise the result of a case, which turns on its own facts. In Spanish, write what the firm will do instead, e.g. "Lucharemos por la indemnización que usted merece".`,
    ])
  })

  it('reads nothing a reader never sees: scripts, styles, templates, hidden elements', () => {
    const main = [
      '<script type="application/ld+json">{"slogan":"The best lawyers, guaranteed results"}</script>',
      '<style>.specialists{}</style>',
      '<template><p>We are specialists.</p></template>',
      '<p hidden>We win 98% of our cases.</p>',
      '<noscript><p>Our specialists</p></noscript>',
    ].join('\n')
    expect(problemsOf(page, builtPage(main))).toEqual([])
  })

  it('refuses a page without the advertising label or the costs note', () => {
    const bare = builtPage('<p>Call us.</p>', { footer: '<footer><p>Call 24/7.</p></footer>' })
    expect(problemsOf(page, bare)).toEqual([
      `${shown(page)} ${where}: the page does not show New York's label "Attorney Advertising" (Rule 7.1(f)), which every page must. The footer shows it from content/site.yaml (the first of \`footer.disclaimers\`): put it back there; if it is there, the site's footer has lost it.`,
      `${shown(page)} ${where}: the page does not show the costs note every "No fee unless we win*" asterisk points to (Rule 7.1(p)). The footer shows it from content/site.yaml's \`footer.feeNote\`: put it back there; if it is there, the site's footer has lost it.`,
    ])
    const spanish = builtPage('<p>Llámenos.</p>', {
      lang: 'es',
      footer: FOOTER.replace('</footer>', '<p>Publicidad</p></footer>'),
    })
    expect(problemsOf('es/abogado/index.html', spanish, 'content/es/pages/abogado.mdx')).toEqual([
      `${shown('es/abogado/index.html')} (/es/abogado, from content/es/pages/abogado.mdx): the page does not show New York's label "Publicidad de abogados" (Rule 7.1(f)), which every page must. The footer shows it from content/site.yaml (the first of \`footer.disclaimers\`, and of its \`es:\` block, with interface.yaml's \`shell.attorneyAdvertising\`): put it back there; if it is there, the site's footer has lost it.`,
    ])
  })

  it("leaves the editor's page alone", () => {
    expect(problemsOf('admin/index.html', '<!DOCTYPE html><html><body><p>Our specialists</p></body></html>')).toEqual(
      [],
    )
  })
})
