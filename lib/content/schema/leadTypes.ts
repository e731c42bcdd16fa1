/** What the lead islands receive from the build (JSON props) and what a visitor types. */

/** One case-review form, resolved from the page's `forms:` and content/lead-forms.yaml. */
export interface LeadFormConfig {
  /** The form's name in the page's `forms:` (`main`, `second`, ...). */
  name: string
  kind: 'dialog' | 'inline'
  title: string
  intro?: string
  /** The selector's options; empty when the form has no selector (it then sends `defaultCaseType`). */
  options: { value: string; label: string }[]
  /** The case type chosen at first and after a successful send; '' leaves the selector empty. */
  defaultCaseType: string
  caseTypeRequired: boolean
  descriptionRows: number
  /** Ends the success text: "...to discuss your {topic}." */
  topic: string
  submitLabel: string
  /** Shown in the page's hero from 1024 px (frontmatter `hero: true`). */
  hero?: true
}

/** What the form itself needs (an inline form's heading and intro are rendered around it, on the server). */
export type LeadFieldsConfig = Omit<LeadFormConfig, 'kind' | 'title' | 'intro' | 'hero'>

/**
 * Where and how leads are sent, fixed at build time from the build settings (lib/content/settings.ts).
 * The browser code reads it from the build (`virtual:lead-target`, scripts/vite-plugin-lead-target.ts),
 * never from a page: no island prop, attribute or stored JSON can change where a lead goes.
 */
export interface LeadTarget {
  api: 'v2' | 'v3'
  url: string
}

/** The legal note under every form; `privacy` is split around its one link. */
export interface LeadNotice {
  text: string
  privacy: { before: string; label: string; href: string; after: string }
}

export interface LeadValues {
  firstName: string
  lastName: string
  phone: string
  email: string
  caseType: string
  description: string
}
