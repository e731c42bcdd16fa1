import type { AttorneyView } from '../../lib/content/schema/factsShape.ts'
import type { CaseReviewAction as Review } from '../../lib/content/caseReviewAction.ts'
import type { Crumb } from '../../lib/content/breadcrumbTrail.ts'
import { useSiteFacts } from '../FactsContext.tsx'
import { Breadcrumbs } from '../layout/Breadcrumbs.tsx'
import { AttorneyPortrait } from './AttorneyPortrait.tsx'
import { FocusAreas } from './FocusAreas.tsx'
import { AttorneyContact } from './AttorneyContact.tsx'
import { AttorneyBio } from './AttorneyBio.tsx'
import { AttorneyFactList } from './AttorneyFactList.tsx'
import { AttorneyReach } from './AttorneyReach.tsx'

/**
 * An attorney's own page (lib/content/routes.ts): who they are and how to reach them, then their
 * full bio with its credentials box beside their admissions, languages and the firm's contact.
 */
export function AttorneyPage({
  attorney,
  trail,
  review,
}: {
  attorney: AttorneyView
  trail: Crumb[]
  review: Review | undefined
}) {
  const { data, file } = attorney
  const { site, photos, words } = useSiteFacts()
  return (
    <article aria-labelledby="attorney-name" className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
      <Breadcrumbs trail={trail} label={words.attorneys.breadcrumbs} />
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-14">
        <div className="w-44 max-w-full sm:w-56 lg:w-full">
          <AttorneyPortrait name={data.name} photo={data.photo ? photos[data.photo] : undefined} />
        </div>
        <div className="min-w-0">
          <h1 id="attorney-name" className="font-serif text-4xl font-bold text-navy-900 sm:text-5xl">
            {data.name}
          </h1>
          <p className="mt-2 text-lg font-semibold text-navy-700">{data.title}</p>
          <FocusAreas areas={data.focusAreas} />
          <p className="measure mt-5 text-lg leading-relaxed text-slate-700">{data.bio}</p>
          <AttorneyContact name={data.name} email={data.email} phone={site.phones.main} extension={data.extension} />
        </div>
      </div>
      <div className="mt-12 grid grid-cols-[minmax(0,1fr)] gap-10 border-t border-slate-200 pt-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="attorney-biography">
          <h2 id="attorney-biography" className="font-serif text-2xl font-bold text-navy-900">
            {words.attorneys.biography}
          </h2>
          <div className="mt-4">
            <AttorneyBio file={file} nameLevel={1} />
          </div>
        </section>
        <aside>
          <AttorneyFactList heading={words.attorneys.admissions} items={data.admissions} />
          <AttorneyFactList heading={words.attorneys.languages} items={data.languages} />
          <AttorneyReach name={data.name} review={review} />
        </aside>
      </div>
    </article>
  )
}
