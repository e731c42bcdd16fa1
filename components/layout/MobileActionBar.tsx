import { PhoneLink, type Phone } from '../ui/PhoneLink.tsx'
import { CaseReviewAction } from '../lead/CaseReviewAction.tsx'
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import type { CaseReviewAction as Review } from '../../lib/content/caseReviewAction.ts'
import { useSiteFacts } from '../FactsContext.tsx'

const action =
  'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-md px-3 text-center text-sm leading-tight font-bold'

/**
 * Both ways to act, at the bottom of a phone's screen: call, and the free case review (the page's
 * dialog, or a link to a case-review form). It slides in as the visitor scrolls (styles/global.css):
 * on the first screen it covers nothing, and the page keeps room for it at its end.
 */
export function MobileActionBar({ phone, review }: { phone: Phone; review: Review | undefined }) {
  const { shell } = useSiteFacts().words
  return (
    <div className="action-bar fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-navy-700 bg-navy-950 p-2 md:hidden">
      <PhoneLink
        phone={phone}
        label={fillPlaceholders(shell.callNowLabel, { phone: phone.display })}
        className={`${action} bg-gold-500 text-navy-950`}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
        </svg>
        {shell.callNow}
      </PhoneLink>
      {review && <CaseReviewAction review={review} variant="secondary" className={action} />}
    </div>
  )
}
