import type { CaseReviewAction as Action } from '../../lib/content/caseReviewAction.ts'
import { buttonBase, buttonStyles } from '../ui/ButtonLink.tsx'
import { useSiteFacts } from '../FactsContext.tsx'
import { CaseReviewButton } from './CaseReviewButton.tsx'

/**
 * The "free case review" a page offers outside its body (lib/content/caseReviewAction.ts): the
 * button that opens the page's dialog, or a link to a case-review form, which costs no script.
 */
export function CaseReviewAction({
  review,
  variant = 'primary',
  className,
}: {
  review: Action
  variant?: keyof typeof buttonStyles
  /** Replaces the button's shape (not its colours), e.g. in the phone's action bar. */
  className?: string
}) {
  const { lead } = useSiteFacts().words
  if (review.kind === 'dialog')
    return (
      <CaseReviewButton form={review.form} variant={variant} className={className}>
        {lead.openButton}
      </CaseReviewButton>
    )
  return (
    <a href={review.href} className={`${className ?? buttonBase} ${buttonStyles[variant]}`}>
      {lead.openButton}
    </a>
  )
}
