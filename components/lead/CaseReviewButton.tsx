import type { ReactNode } from 'react'
import { buttonBase, buttonStyles } from '../ui/ButtonLink.tsx'
import { useSiteFacts } from '../FactsContext.tsx'
import { useHeroForm } from './HeroFormContext.tsx'
import { heroFormFirstField } from './heroFormIds.ts'

/**
 * Opens the page's case-review dialog (`form` names it in the frontmatter's `forms:`).
 * A plain button: the page's dialog island listens for clicks on it, so buttons cost no script.
 * In a hero that shows this form beside it (from 1024 px), it is there a link to the form's first
 * field instead (focus moves to it, as to any link's target): a second copy of the form in a dialog
 * would not help. Below 1024 px, where the hero shows no form, it stays the button.
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
  const heroForm = useHeroForm()
  const classes = `${className ?? buttonBase} ${buttonStyles[variant]}`
  const button = (
    <button type="button" data-open-form={form} data-case-type={caseType} aria-haspopup="dialog" className={classes}>
      {children ?? lead.openButton}
    </button>
  )
  if (heroForm !== form) return button
  return (
    <>
      <span className="contents lg:hidden">{button}</span>
      <span className="hidden lg:contents">
        <a href={heroFormFirstField} className={classes}>
          {children ?? lead.openButton}
        </a>
      </span>
    </>
  )
}
