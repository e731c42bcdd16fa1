/**
 * Every page's `forms:` against content/lead-forms.yaml: the file is there when a page needs it,
 * each variant is a valid form on its own, each page's forms resolve and its components use them
 * (./checkPageForms.ts), and the privacy links (English and Spanish) lead to a page.
 */
import type { ReadContent } from '../model/content.ts'
import type { ContentProblem } from '../model/problems.ts'
import { splitPrivacyLink } from '../schema/leadFormsFile.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { indexPagesByUrl, pageAt } from '../pagesByUrl.ts'
import { checkPageForms, checkVariants } from './checkPageForms.ts'
import { urlMessage } from '../schema/urlRule.ts'
import { hasTranslations } from './checkSpanishWords.ts'

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
  const variantsOk = checkVariants(read.data, (name, key, message) =>
    problems.push({ file: read.file, line: findYamlLine(read.text, ['variants', name, ...key]), message }),
  )

  for (const page of content.pages) {
    const { formRefs, components } = page.analysis
    checkPageForms({ forms: page.data.forms, formRefs, hasHero: components.has('Hero') }, read.data, variantsOk, {
      atForms: (keys, message) =>
        problems.push({ file: page.file, line: findYamlLine(page.frontmatter, ['forms', ...keys]) + 1, message }),
      atRef: (ref, message) => problems.push({ file: page.file, line: ref.line, message }),
    })
  }

  const privacyAt = (path: string[], privacy: string, example: string) => {
    const message = privacyLinkProblem(privacy, content, example)
    if (message) problems.push({ file: read.file, line: findYamlLine(read.text, path), message })
  }
  privacyAt(['notice', 'privacy'], notice.privacy, '[Privacy Policy](/privacy-policy)')
  // The Spanish link once there are Spanish pages to lead to (./checkSpanishWords.ts asks for the words then).
  if (read.data.es && hasTranslations(content))
    privacyAt(
      ['es', 'notice', 'privacy'],
      read.data.es.notice.privacy,
      '[Política de privacidad](/es/politica-de-privacidad)',
    )
}

/** What is wrong with the notice's one link, if anything: an unsafe address, or one no page answers. */
function privacyLinkProblem(text: string, content: ReadContent, example: string): string | undefined {
  const privacy = splitPrivacyLink(text)
  const target = privacy.href.split('#')[0]
  const unsafe = urlMessage(privacy.href, 'internal')
  if (unsafe) return unsafe
  if (!pageAt(indexPagesByUrl(content.pages), target ?? ''))
    return `the link to \`${privacy.href}\` goes to no page. Link the privacy policy's address, e.g. ${example}.`
  return undefined
}
