/**
 * Resolves every page's `forms:` against content/lead-forms.yaml (checking the variants too)
 * and checks that the page's components use them. Adds to `content.problems`.
 */
import path from 'node:path'
import type { LeadFormConfig, LeadNotice } from '../schema/leadTypes.ts'
import type { LoadedContent } from '../read/load.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { contentPathExists } from '../read/contentFiles.ts'
import { loadLeadFormsFile, splitPrivacyLink, type LeadFormsFile } from '../read/leadFormsFile.ts'
import { resolveLeadForm } from './resolveLeadForm.ts'
import { checkFormUse } from './checkFormUse.ts'
import { indexPagesByUrl, pageAt } from '../pagesByUrl.ts'
import { urlMessage } from './urlRule.ts'

export interface LeadFormsContent {
  notice: LeadNotice
  /** The thanks after a send, `{topic}` to be replaced by the form's topic. */
  thanks: string
  /** Resolved forms by page file, then by form name. */
  pageForms: Map<string, Record<string, LeadFormConfig>>
}

export function applyLeadForms(content: LoadedContent, shownFile: string): LeadFormsContent | undefined {
  const { problems } = content
  const filePath = path.join(content.dir, 'lead-forms.yaml')
  // A content folder without forms (a test fixture, a benchmark) needs no lead-forms.yaml.
  const needed = content.pages.some((p) => p.data.forms || p.analysis.formRefs.length)
  if (!needed && !contentPathExists(filePath)) return undefined
  const file = loadLeadFormsFile(filePath, shownFile, problems)
  if (!file) return undefined
  const { caseTypes, variants, notice, thanks } = file.data
  const variantsOk = checkVariants(file, problems)

  const pageForms = new Map<string, Record<string, LeadFormConfig>>()
  for (const page of content.pages) {
    const forms: Record<string, LeadFormConfig> = {}
    const broken = new Set<string>()
    const lineOf = (keys: (string | number)[]) => findYamlLine(page.frontmatter, ['forms', ...keys]) + 1
    for (const [name, input] of Object.entries(page.data.forms ?? {})) {
      const { variant: variantName, ...own } = input
      const reportOwn = (key: (string | number)[], message: string) =>
        problems.push({ file: page.file, line: lineOf([name, ...key]), message: `\`forms.${name}\`: ${message}` })
      const variant = variantName === undefined ? undefined : variants[variantName]
      if (variantName !== undefined && !variant) {
        reportOwn(
          ['variant'],
          `variant \`${variantName}\` is not in content/lead-forms.yaml \`variants\`. Use one of: ${Object.keys(variants).join(', ')}.`,
        )
        broken.add(name)
        continue
      }
      const resolved = resolveLeadForm(name, { variant, own, reportOwn }, caseTypes)
      if (resolved) forms[name] = resolved
      else broken.add(name)
    }
    pageForms.set(page.file, forms)
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
    problems.push({ file: file.file, line: findYamlLine(file.text, ['notice', 'privacy']), message: unsafe })
  } else if (!pageAt(indexPagesByUrl(content.pages), target ?? '')) {
    problems.push({
      file: file.file,
      line: findYamlLine(file.text, ['notice', 'privacy']),
      message: `the link to \`${privacy.href}\` goes to no page. Link the privacy policy's address, e.g. [Privacy Policy](/privacy-policy).`,
    })
  }
  return { notice: { text: notice.text, privacy }, thanks, pageForms }
}

/** Each variant on its own must be a valid form (its ids known, its fields consistent). */
function checkVariants(file: LeadFormsFile, problems: LoadedContent['problems']): boolean {
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
