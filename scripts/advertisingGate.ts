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
import type { BuiltPage } from './builtPages.ts'
import { pageTexts } from './pageTexts.ts'

/** The editor's page is no advertisement: it is never published as part of the site's pages. */
const NOT_A_PAGE = /^admin[\\/]/

/** Every problem of one built page as `file:line (address, from content file): what is wrong`. */
export function pageAdvertisingProblems(page: BuiltPage, url: string, contentFile: string | undefined): string[] {
  if (NOT_A_PAGE.test(page.relative)) return []
  const { language: lang, texts } = pageTexts(page.document())
  const language: Language = lang.startsWith('es') ? 'es' : 'en'
  const where = `(${url}${contentFile ? `, from ${contentFile}` : ''})`
  const problems: string[] = []
  const read: string[] = []
  for (const { text, lineAt } of texts) {
    read.push(readerText(text).text)
    for (const finding of judgeWrittenText(text, language))
      problems.push(`${page.file}:${lineAt(finding.at)} ${where}: ${finding.message}`)
  }
  const labels = language === 'es' ? [ADVERTISING_LABEL.en, ADVERTISING_LABEL.es] : [ADVERTISING_LABEL.en]
  for (const label of labels.filter((label) => !read.some((text) => text.includes(label))))
    problems.push(
      `${page.file} ${where}: the page does not show New York's label "${label}" (Rule 7.1(f)), which every page must. The footer shows it from content/site.yaml (the first of \`footer.disclaimers\`${language === 'es' ? ", and of its `es:` block, with interface.yaml's `shell.attorneyAdvertising`" : ''}): put it back there; if it is there, the site's footer has lost it.`,
    )
  if (!read.some(isCostsNote))
    problems.push(
      `${page.file} ${where}: the page does not show the costs note every "No fee unless we win*" asterisk points to (Rule 7.1(p)). The footer shows it from content/site.yaml's \`footer.feeNote\`${language === 'es' ? ' (for a Spanish page, its `es:` block)' : ''}: put it back there; if it is there, the site's footer has lost it.`,
    )
  return problems
}
