/**
 * `npm run check`'s lead-form rules for a page the editor is about to save, with its function and
 * words (lib/content/check/checkPageForms.ts), against content/lead-forms.yaml as the site index
 * has it: the problems of the page's `forms:` (shown beside that field), and those of a
 * component naming a form (<CaseReviewButton form="...">, <LeadForm form="...">) at its body line.
 */
import { checkPageForms, checkVariants } from '../content/check/checkPageForms.ts'
import type { MdxFormRef } from '../content/model/mdxFacts.ts'
import type { SiteIndex } from '../content/model/siteIndex.ts'
import { pageSchema } from '../content/schema/collections.ts'
import { readMdxBody } from '../content/read/mdxFacts.ts'
import { loadedSiteIndex } from './loadedSiteIndex.ts'

export interface PageFormsProblems {
  /** Of the page's `forms:`, each a sentence. */
  forms: string[]
  /** Of the body's components, at the lines `formRefs` carry. */
  body: { line: number; message: string }[]
}

/**
 * `forms`: the page's `forms:` as the form holds them; `formRefs`: what its body names, or
 * undefined when the body could not be read (its own problem, shown in the body editor), when
 * only `forms:` is judged. Nothing is judged without lead-forms.yaml in the index, nor a `forms:`
 * the page's schema refuses (the schema's check words that one).
 */
export function pageFormsProblems(
  forms: unknown,
  formRefs: MdxFormRef[] | undefined,
  site: SiteIndex | undefined,
  /** Whether the body has a <Hero> (where a form with `hero: true` shows). */
  hasHero = false,
): PageFormsProblems {
  const found: PageFormsProblems = { forms: [], body: [] }
  const leadForms = site?.leadForms
  const parsed = pageSchema.shape.forms.safeParse(forms)
  if (!leadForms || !parsed.success) return found
  const judgeUse = formRefs !== undefined && checkVariants(leadForms)
  checkPageForms({ forms: parsed.data, formRefs: formRefs ?? [], hasHero }, leadForms, judgeUse, {
    atForms: (_keys, message) => found.forms.push(message),
    atRef: (ref, message) => found.body.push({ line: ref.line, message }),
  })
  return found
}

/**
 * The sentences refusing a page's `forms:` as it will be saved: its own problems, and a form its
 * body (as the form holds it) never opens or places. A body that cannot be read has that problem
 * shown in the body editor; its forms' own problems are still judged.
 */
export function formsFieldProblems(forms: unknown, body: unknown, site = loadedSiteIndex()): string[] {
  const read = typeof body === 'string' ? readMdxBody(body, 'body', 0) : undefined
  const facts = read?.tree ? read.facts : undefined
  return pageFormsProblems(forms, facts?.formRefs, site, facts?.components.has('Hero')).forms
}
