import type { LeadNotice } from '../../lib/content/schema/leadTypes.ts'

/** The legal note under every form (content/lead-forms.yaml `notice`). */
export function CaseReviewNotice({ notice }: { notice: LeadNotice }) {
  const { before, label, href, after } = notice.privacy
  return (
    <div className="measure space-y-1 text-xs text-slate-600">
      <p>{notice.text}</p>
      <p>
        {before}
        <a href={href} className="font-semibold text-navy-700 underline underline-offset-2">
          {label}
        </a>
        {after}
      </p>
    </div>
  )
}
