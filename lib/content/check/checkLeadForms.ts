/**
 * Every page's `forms:` against content/lead-forms.yaml: the file is there when a page needs it,
 * each variant is a valid form on its own, each page's forms resolve (schema/resolveLeadForm.ts),
 * the page's components use them (./checkFormUse.ts), and the privacy link leads to a page.
 */
import type { ReadContent } from '../model/content.ts'
import type { ContentProblem } from '../model/problems.ts'
import type { LeadFormsData } from '../schema/leadFormsFile.ts'
import { splitPrivacyLink } from '../schema/leadFormsFile.ts'
import { resolveLeadForm, resolvePageForms } from '../schema/resolveLeadForm.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { indexPagesByUrl, pageAt } from '../pagesByUrl.ts'
import { checkFormUse } from './checkFormUse.ts'
import { urlMessage } from '../schema/urlRule.ts'

export function checkLeadForms(content: ReadContent, problems: ContentProblem[]): void {
  const { file, exists, read } = content.leadFormsFile
  const needed = content.pages.some((p) => p.data.forms || p.analysis.formRefs.length)
  if (!exists) {
    // A content folder without forms (a test fixture, a benchmark) needs no lead-forms.yaml.
    if (needed)
      problems.push({
        file,
        line: 1,
        message: 'lead-forms.yaml is missing: the case types and settings of the lead forms live in this file.',
      })
    return
  }
  if (!read) return
  const { notice } = read.data
  const variantsOk = checkVariants(read, problems)

  for (const page of content.pages) {
    const lineOf = (keys: (string | number)[]) => findYamlLine(page.frontmatter, ['forms', ...keys]) + 1
    const { forms, broken } = resolvePageForms(page.data.forms ?? {}, read.data, (name, key, message) =>
      problems.push({ file: page.file, line: lineOf([name, ...key]), message: `\`forms.${name}\`: ${message}` }),
    )
    if (!variantsOk) continue
    checkFormUse(page.analysis.formRefs, forms, broken, {
      atRef: (ref, message) => problems.push({ file: page.file, line: ref.line, message }),
      atForm: (name, message) => problems.push({ file: page.file, line: lineOf([name]), message }),
    })
  }

  const privacy = splitPrivacyLink(notice.privacy)
  const target = privacy.href.split('#')[0]
  const unsafe = urlMessage(privacy.href, 'internal')
  if (unsafe) {
    problems.push({ file: read.file, line: findYamlLine(read.text, ['notice', 'privacy']), message: unsafe })
  } else if (!pageAt(indexPagesByUrl(content.pages), target ?? '')) {
    problems.push({
      file: read.file,
      line: findYamlLine(read.text, ['notice', 'privacy']),
      message: `the link to \`${privacy.href}\` goes to no page. Link the privacy policy's address, e.g. [Privacy Policy](/privacy-policy).`,
    })
  }
}

/** Each variant on its own must be a valid form (its ids known, its fields consistent). */
function checkVariants(file: { file: string; text: string; data: LeadFormsData }, problems: ContentProblem[]): boolean {
  const before = problems.length
  for (const [name, variant] of Object.entries(file.data.variants)) {
    const reportOwn = (key: (string | number)[], message: string) =>
      problems.push({
        file: file.file,
        line: findYamlLine(file.text, ['variants', name, ...key]),
        message: `variant \`${name}\`: ${message}`,
      })
    resolveLeadForm(name, { own: variant, reportOwn }, file.data.caseTypes)
  }
  return problems.length === before
}
