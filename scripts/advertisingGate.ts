/**
 * Postbuild's second gate of New York's advertising rules, on what a reader reads on each built page
 * (./pageTexts.ts), normalised and judged by the same functions as the content check
 * (lib/content/check/advertising/): a claim the content check missed (words that only meet on the
 * page, a component's own text) stops the build, naming the page's address and the content file
 * behind it. Every page must also show the label "Attorney Advertising" ("Publicidad de abogados"
 * too on a Spanish page) and the costs note the no-fee asterisks point to (their schema keeps them
 * in content/site.yaml: lib/content/schema/disclosures.ts; this proves they reach the page).
 */
import { judgeWrittenText } from '../lib/content/check/advertising/advertisingRules.ts'
import { readerText } from '../lib/content/check/advertising/readerText.ts'
import { ADVERTISING_LABEL, isCostsNote } from '../lib/content/schema/disclosures.ts'
import type { Language } from '../lib/content/schema/language.ts'
import type { BuiltPage, HtmlDocument } from './builtPages.ts'
import { pageTexts } from './pageTexts.ts'

/**
 * Each text judged once per build: most of a page (its header, menu, footer, forms) is the same on
 * every page. Bounded, so a build of any size holds a limited number.
 */
const judged = new Map<string, { read: string; findings: ReturnType<typeof judgeWrittenText> }>()
const KEPT_TEXTS = 50_000

function judgeOnce(text: string, language: Language) {
  const key = `${language}\0${text}`
  let result = judged.get(key)
  if (!result) {
    if (judged.size >= KEPT_TEXTS) judged.clear()
    result = { read: readerText(text).text, findings: judgeWrittenText(text, language) }
    judged.set(key, result)
  }
  return result
}

/** The editor's page is no advertisement: it is never published as part of the site's pages. */
const NOT_A_PAGE = /^admin[\\/]/

/** Every problem of one built page as `file:line (address, from content file): what is wrong`. */
export function pageAdvertisingProblems(page: BuiltPage, url: string, contentFile: string | undefined): string[] {
  if (NOT_A_PAGE.test(page.relative)) return []
  const at = (line?: number) =>
    `${page.file}${line ? `:${line}` : ''} (${url}${contentFile ? `, from ${contentFile}` : ''})`
  const problems = judgePage(page.document(), at, false)
  // A finding names its line: only then is the page read again with each node's line (./builtPages.ts).
  return problems.some((problem) => problem.judged)
    ? judgePage(page.located(), at, true).map((p) => p.text)
    : problems.map((p) => p.text)
}

/** `judged`: a rule's finding in the page's words (at a line), rather than a notice the page lacks. */
function judgePage(document: HtmlDocument, at: (line?: number) => string, located: boolean) {
  const { language: lang, texts } = pageTexts(document)
  const language: Language = lang.startsWith('es') ? 'es' : 'en'
  const problems: { text: string; judged: boolean }[] = []
  const read: string[] = []
  for (const { text, lineAt } of texts) {
    const { read: readText, findings } = judgeOnce(text, language)
    read.push(readText)
    for (const finding of findings)
      problems.push({ text: `${at(located ? lineAt(finding.at) : undefined)}: ${finding.message}`, judged: true })
  }
  const missing = (text: string) => problems.push({ text: `${at()}: ${text}`, judged: false })
  const labels = language === 'es' ? [ADVERTISING_LABEL.en, ADVERTISING_LABEL.es] : [ADVERTISING_LABEL.en]
  for (const label of labels.filter((label) => !read.some((text) => text.includes(label))))
    missing(
      `the page does not show New York's label "${label}" (Rule 7.1(f)), which every page must. The footer shows it from content/site.yaml (the first of \`footer.disclaimers\`${language === 'es' ? ", and of its `es:` block, with interface.yaml's `shell.attorneyAdvertising`" : ''}): put it back there; if it is there, the site's footer has lost it.`,
    )
  if (!read.some(isCostsNote))
    missing(
      `the page does not show the costs note every "No fee unless we win*" asterisk points to (Rule 7.1(p)). The footer shows it from content/site.yaml's \`footer.feeNote\`${language === 'es' ? ' (for a Spanish page, its `es:` block)' : ''}: put it back there; if it is there, the site's footer has lost it.`,
    )
  return problems
}
