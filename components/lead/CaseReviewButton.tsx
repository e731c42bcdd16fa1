import type { ReactNode } from 'react'
import { buttonBase, buttonStyles } from '../ui/ButtonLink.tsx'
import { useSiteFacts } from '../FactsContext.tsx'

/**
 * Opens the page's case-review dialog (`form` names it in the frontmatter's `forms:`).
 * A plain button: the page's dialog island listens for clicks on it, so buttons cost no script.
 */
export function CaseReviewButton({
  form = 'main',
  caseType,
  variant = 'primary',
  className,
  children,
}: {
  form?: string
  caseType?: string
  variant?: keyof typeof buttonStyles
  /** Replaces the button's shape (not its colours), e.g. in the phone's action bar. */
  className?: string
  children?: ReactNode
}) {
  const { lead } = useSiteFacts().words
  return (
    <button
      type="button"
      data-open-form={form}
      data-case-type={caseType}
      aria-haspopup="dialog"
      className={`${className ?? buttonBase} ${buttonStyles[variant]}`}
    >
      {children ?? lead.openButton}
    </button>
  )
}
