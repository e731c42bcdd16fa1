/**
 * Where a page's "free case review" action leads, wherever the page shows it outside its body (the
 * phone's action bar): the page's own case-review dialog; else its own case-review form; else the
 * case-review form of its language's navigation (the contact page), or any page of its language that
 * has one. Derived from the content: the form's anchor is `<LeadForm>`'s default id.
 */
import type { Content } from './model/content.ts'
import { canonicalPath, findPageByUrl, type PageEntry } from './entries.ts'
import { languageOf, sitePages } from './languages.ts'
import { mdxRegistry } from './schema/componentRegistry.ts'
import type { LeadFormConfig } from './schema/leadTypes.ts'
import type { Language } from './schema/language.ts'

export type CaseReviewAction = { kind: 'dialog'; form: string } | { kind: 'link'; href: string }

const FORM_ANCHOR = mdxRegistry.LeadForm.defaultId ?? 'case-review'

const hasReviewForm = (page: PageEntry) =>
  page.analysis.components.has('LeadForm') && page.analysis.anchors.has(FORM_ANCHOR)

export function caseReviewAction(
  content: Content,
  page: PageEntry,
  forms: Record<string, LeadFormConfig>,
  navigation: readonly { href: string }[],
): CaseReviewAction | undefined {
  const dialog = Object.values(forms).find((form) => form.kind === 'dialog')
  if (dialog) return { kind: 'dialog', form: dialog.name }
  if (hasReviewForm(page)) return { kind: 'link', href: `#${FORM_ANCHOR}` }
  return languageCaseReview(content, languageOf(content, page), navigation)
}

/**
 * A page without a case-review form of its own (an attorney's page too): the case-review form of its
 * language's navigation (the contact page), or any page of its language that has one.
 */
export function languageCaseReview(
  content: Content,
  language: Language,
  navigation: readonly { href: string }[],
): CaseReviewAction | undefined {
  const fromNavigation = navigation
    .map((link) => findPageByUrl(content, link.href.split('#')[0] ?? ''))
    .find((target) => target && hasReviewForm(target))
  const target =
    fromNavigation ?? sitePages(content).find((p) => languageOf(content, p) === language && hasReviewForm(p))
  return target ? { kind: 'link', href: `${canonicalPath(target)}#${FORM_ANCHOR}` } : undefined
}
