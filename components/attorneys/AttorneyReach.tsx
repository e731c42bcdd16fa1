import type { CaseReviewAction as Review } from '../../lib/content/caseReviewAction.ts'
import { useSiteFacts } from '../FactsContext.tsx'
import { PostalAddress } from '../firm/PostalAddress.tsx'
import { CaseReviewAction } from '../lead/CaseReviewAction.tsx'
import { OfficePhone } from '../firm/OfficePhone.tsx'
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'

/** How to reach the firm from an attorney's page: their office (the one their extension rings at), its line, and the case review. */
export function AttorneyReach({ name, review }: { name: string; review: Review | undefined }) {
  const { site, words } = useSiteFacts()
  const office = site.offices.find((o) => o.phone === 'main') ?? site.offices[0]
  return (
    <section className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="font-serif text-xl font-bold text-navy-900">
        {fillPlaceholders(words.attorneys.contactHeading, { name })}
      </h2>
      {office && (
        <>
          <p className="mt-3 font-semibold text-slate-900">{office.name}</p>
          <address className="mt-1 not-italic text-slate-800">
            <PostalAddress office={office} lines="two" />
          </address>
          <OfficePhone office={office} />
        </>
      )}
      {review && (
        <div className="mt-5">
          <CaseReviewAction review={review} />
        </div>
      )}
    </section>
  )
}
