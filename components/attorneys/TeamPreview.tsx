import { useSiteFacts } from '../FactsContext.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { AttorneyPortrait } from './AttorneyPortrait.tsx'
import { TEAM_PREVIEW_COUNT } from '../../lib/content/schema/componentProps.ts'

/**
 * `<TeamPreview />` in MDX (inside a Section): the featured attorneys as cards, each leading to
 * the attorney's own page (or, without one, their block on the attorneys page, `href#slug`), and a
 * link to all of them. `href` is that page's
 * address, by default the page that shows `<AttorneyList />`.
 */
export function TeamPreview({ count = TEAM_PREVIEW_COUNT, href }: { count?: number; href?: string }) {
  const { attorneys, attorneysPage, photos, words } = useSiteFacts()
  const page = href ?? attorneysPage
  if (!page)
    throw new Error(
      '<TeamPreview> has no attorneys page to link to: give it `href="/..."`, or add <AttorneyList /> to a page.',
    )
  const featured = attorneys.filter((a) => a.data.featured).slice(0, count)
  return (
    <div className="not-prose">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((attorney) => (
          <li
            key={attorney.file}
            className="relative flex items-center gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-gold-500 hover:shadow-md"
          >
            <div className="w-20 shrink-0">
              <AttorneyPortrait
                name={attorney.data.name}
                photo={attorney.data.photo ? photos[attorney.data.photo] : undefined}
                size="small"
              />
            </div>
            <div className="min-w-0">
              <h3 className="text-xl font-bold">
                {/* The link covers the whole card; its name is the attorney's, which says where it goes. */}
                <a
                  href={attorney.url ?? `${page}#${attorney.anchor}`}
                  className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
                >
                  {attorney.data.name}
                </a>
              </h3>
              <p className="mt-1 text-slate-700">{attorney.data.title}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href={page} variant="dark">
          {words.attorneys.meetAll}
        </ButtonLink>
      </div>
    </div>
  )
}
