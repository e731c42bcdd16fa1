import type { ReactNode } from 'react'
import { CaseReviewFormIsland } from './CaseReviewFormIsland.tsx'
import { usePageForms } from './PageForms.tsx'

const tones = { white: 'bg-white', tint: 'bg-navy-50' }

/**
 * `<LeadForm form="main">` in MDX: a band with the form's title (h2), its intro and any text
 * written inside, beside the inline form (an island). `id` (default `case-review`) is the anchor
 * buttons scroll to.
 */
export function CaseReviewFormSection({
  form = 'main',
  id = 'case-review',
  tone = 'tint',
  children,
}: {
  form?: string
  id?: string
  tone?: keyof typeof tones
  children?: ReactNode
}) {
  const config = usePageForms()[form]
  if (!config) throw new Error(`<LeadForm form="${form}"> names no form in this page's frontmatter \`forms:\``)
  const headingId = `${id}-title`
  const { title, intro } = config
  return (
    <section id={id} aria-labelledby={headingId} className={tones[tone]}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2 lg:px-6">
        <div>
          <h2 id={headingId} className="text-3xl font-bold">
            {title}
          </h2>
          {intro && <p className="mt-3 text-lg text-slate-700">{intro}</p>}
          {children && <div className="prose prose-slate mt-6 max-w-none prose-a:text-navy-700">{children}</div>}
        </div>
        <div className="rounded-lg bg-white p-6 shadow-md ring-1 ring-slate-200">
          <CaseReviewFormIsland name="LeadForm" form={config} labelledBy={headingId} />
        </div>
      </div>
    </section>
  )
}
