/**
 * What the lead tests expect, from the content the site is built from: which pages carry a
 * case-review dialog or an inline form (in either language), what each form offers and says (the
 * page's `forms:` resolved with content/lead-forms.yaml), and the interface's words of the page's
 * language (content/interface.yaml). An editor's correct change keeps the lead tests true.
 * tests/unit/leadTopics.test.ts checks that resolving follows the file; tests/spec checks the file
 * against the specification.
 */
import { canonicalPath, findPageByUrl, pageForms, type PageEntry } from '../../lib/content/entries.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'
import { successMessage } from '../../components/lead/leadMessages.ts'
import type { LeadFormConfig } from '../../lib/content/schema/leadTypes.ts'

export type Language = 'en' | 'es'

const factsIn = (language: Language) => siteFacts(contentStore(), language)

/** The lead words (labels, buttons, messages) of a language. */
export const leadWords = (language: Language = 'en') => factsIn(language).words.lead

export interface FormPage {
  url: string
  language: Language
  form: LeadFormConfig
  /** How many case-review buttons the body places for the form (0 for an inline form). */
  buttons: number
}

/** Every page of a language with a form of that kind that its body places, in the content's order. */
function formPages(kind: LeadFormConfig['kind'], language: Language): FormPage[] {
  const content = contentStore()
  const pages = (language === 'es' ? content.es.pages : content.pages) as PageEntry[]
  return pages.flatMap((page) =>
    Object.values(pageForms(content, page))
      .filter((form) => form.kind === kind)
      .map((form) => {
        const refs = page.analysis.formRefs.filter((ref) => ref.form === form.name)
        const buttons = refs.filter((ref) => ref.component === 'CaseReviewButton').length
        return { url: canonicalPath(page), language, form, buttons, placed: refs.length > 0 }
      })
      .filter((found) => found.placed)
      .map(({ placed: _, ...found }) => found),
  )
}

/** A page whose case-review dialog `buttons` buttons (at least) open; throws when the content has none. */
export function dialogPage({ language = 'en', buttons = 1 }: { language?: Language; buttons?: number } = {}): FormPage {
  const found = formPages('dialog', language).find((p) => p.buttons >= buttons)
  if (!found) throw new Error(`the content has no ${language} page with a dialog that ${buttons} button(s) open`)
  return found
}

/** A page with an inline case-review form; throws when the content has none. */
export function inlineFormPage(language: Language = 'en'): FormPage {
  const found = formPages('inline', language)[0]
  if (!found) throw new Error(`the content has no ${language} page with an inline case-review form`)
  return found
}

/** The first page of a language whose hero shows a form (`hero: true`) with a default case type; throws when none has. */
export function heroFormPage(language: Language = 'en'): { url: string; form: LeadFormConfig } {
  const content = contentStore()
  const pages = (language === 'es' ? content.es.pages : content.pages) as PageEntry[]
  for (const page of pages) {
    const form = Object.values(pageForms(content, page)).find((f) => f.hero && f.defaultCaseType)
    if (form) return { url: canonicalPath(page), form }
  }
  throw new Error(`the content has no ${language} page whose hero shows a form with a default case type`)
}

/** The resolved form `name` of the page at `url`; throws when the content has none. */
export function pageForm(url: string, name = 'main'): LeadFormConfig {
  const page = findPageByUrl(contentStore(), url)
  const form = page && pageForms(contentStore(), page)[name]
  if (!form) throw new Error(`the content gives ${url} no form "${name}"`)
  return form
}

/** The sentence the visitor reads after sending this form. */
export function thanksFor(form: LeadFormConfig, language: Language = 'en'): string {
  const facts = factsIn(language)
  const { description } = successMessage(facts.words.lead, facts.lead.thanks, form.topic)
  if (!description) throw new Error('the success message has no sentence')
  return description
}
