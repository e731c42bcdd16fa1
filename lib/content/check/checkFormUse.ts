/**
 * The page's components and its `forms:` must agree: every <CaseReviewButton> opens a dialog
 * form of the page, every <LeadForm> places an inline one, a form with `hero: true` (one at most)
 * has a <Hero> to show it in, and no form is left unused.
 */
import type { LeadFormConfig } from '../schema/leadTypes.ts'
import type { MdxFormRef } from '../model/mdxFacts.ts'

export function checkFormUse(
  refs: MdxFormRef[],
  forms: Record<string, LeadFormConfig>,
  /** Forms the page declares but which have problems of their own (already reported). */
  broken: ReadonlySet<string>,
  report: {
    atRef: (ref: MdxFormRef, message: string) => void
    atForm: (name: string, message: string, key?: string) => void
  },
  /** Whether the body has a <Hero>, where a form with `hero: true` shows. */
  hasHero = false,
): void {
  const names = Object.keys(forms)
  const uses = new Map<string, number>()
  const heroForms = names.filter((name) => forms[name]?.hero)
  for (const name of heroForms) {
    if (!hasHero)
      report.atForm(
        name,
        `\`forms.${name}\` has \`hero: true\`, but the page has no <Hero> to show it in. Remove \`hero: true\`, or start the page with a <Hero>.`,
        'hero',
      )
    else if (name !== heroForms[0])
      report.atForm(
        name,
        `\`forms.${name}\` has \`hero: true\`, but \`forms.${heroForms[0]}\` is already shown in the hero: keep \`hero: true\` on one form only.`,
        'hero',
      )
    else uses.set(name, 1)
  }
  for (const ref of refs) {
    const tag = `<${ref.component}${ref.form === 'main' ? '' : ` form="${ref.form ?? '...'}"`}>`
    if (ref.form === undefined) {
      report.atRef(ref, `write the \`form\` of <${ref.component}> as plain text, e.g. form="main".`)
      continue
    }
    const form = forms[ref.form]
    if (broken.has(ref.form)) continue
    if (!form) {
      const kind = ref.kind === 'dialog' ? 'dialog' : 'inline'
      report.atRef(
        ref,
        `${tag} names the form \`${ref.form}\`, which this page's frontmatter \`forms:\` does not have (${names.length ? `it has: ${names.join(', ')}` : 'it has none'}). Add \`forms:\` with \`${ref.form}:\` (e.g. \`variant: car-accident\`${kind === 'inline' ? ', `kind: inline`' : ''}) or correct the name.`,
      )
      continue
    }
    uses.set(ref.form, (uses.get(ref.form) ?? 0) + 1)
    if (form.kind !== ref.kind) {
      report.atRef(
        ref,
        ref.kind === 'dialog'
          ? `${tag} opens a dialog, but the form \`${ref.form}\` is \`kind: inline\`. Place it with <LeadForm form="${ref.form}"> instead, or make it \`kind: dialog\`.`
          : `${tag} places an inline form, but the form \`${ref.form}\` is a dialog. Open it with <CaseReviewButton form="${ref.form}">, or set \`kind: inline\`.`,
      )
      continue
    }
    if (ref.caseType !== undefined && !form.options.some((o) => o.value === ref.caseType)) {
      report.atRef(
        ref,
        `${tag} preselects case type \`${ref.caseType}\`, which the form \`${ref.form}\` does not offer (${form.options.map((o) => o.value).join(', ') || 'it has no selector'}). Use one of its options or remove \`caseType\`.`,
      )
    }
  }
  for (const [name, form] of Object.entries(forms)) {
    const count = uses.get(name) ?? 0
    if (form.kind === 'dialog' && count === 0)
      report.atForm(
        name,
        `the dialog form \`${name}\` has no <CaseReviewButton${name === 'main' ? '' : ` form="${name}"`}> on the page to open it. Add one to the page, or remove the form.`,
      )
    if (form.kind === 'inline' && count === 0)
      report.atForm(
        name,
        `the inline form \`${name}\` is not placed on the page: add <LeadForm${name === 'main' ? '' : ` form="${name}"`} /> where it should appear, or remove the form.`,
      )
    if (form.kind === 'inline' && count > 1)
      report.atForm(
        name,
        `the inline form \`${name}\` is placed ${count} times; place it once (link to it with #case-review or its \`id\` instead).`,
      )
  }
}
