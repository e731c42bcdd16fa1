/**
 * What a page's case-review form must offer and say, from the content the site is built from
 * (the page's `forms:` resolved with content/lead-forms.yaml), so an editor's correct change to
 * the options, titles or thanks keeps the lead tests true. tests/unit/leadTopics.test.ts checks
 * that resolving follows the file; tests/spec checks the file against the specification.
 */
import { findPageByUrl, pageForms } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
import { successMessage } from '../../components/lead/leadMessages.ts'
import type { LeadFormConfig } from '../../lib/content/schema/leadTypes.ts'
import { englishWords } from '../realInterfaceWords.ts'

/** The resolved form `name` of the page at `url`; throws when the content has none. */
export function pageForm(url: string, name = 'main'): LeadFormConfig {
  const page = findPageByUrl(contentStore(), url)
  const form = page && pageForms(contentStore(), page)[name]
  if (!form) throw new Error(`the content gives ${url} no form "${name}"`)
  return form
}

/** The sentence the visitor reads after sending this form. */
export function thanksFor(form: LeadFormConfig): string {
  const { description } = successMessage(englishWords.lead, contentStore().leadForms.thanks, form.topic)
  if (!description) throw new Error('the success message has no sentence')
  return description
}

/** The value of the form's option with this position, from its end when negative (`-1`: the last). */
export function optionValue(form: LeadFormConfig, index: number): string {
  const option = form.options.at(index)
  if (!option) throw new Error(`the form "${form.name}" has no option ${index}`)
  return option.value
}

/** The last option that is not the form's default, so a test can see that a visitor's choice is kept. */
export function chosenOption(form: LeadFormConfig): string {
  const option = form.options.findLast((o) => o.value !== form.defaultCaseType)
  if (!option) throw new Error(`the form "${form.name}" offers nothing but its default`)
  return option.value
}

/** How many case-review buttons the page's body places for its form `name` (each `<CaseReviewButton>`). */
export function caseReviewButtonCount(url: string, name = 'main'): number {
  const page = findPageByUrl(contentStore(), url)
  if (!page) throw new Error(`the content has no page at ${url}`)
  return page.analysis.formRefs.filter((ref) => ref.component === 'CaseReviewButton' && ref.form === name).length
}
