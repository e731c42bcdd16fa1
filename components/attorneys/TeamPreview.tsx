import { useSiteFacts } from '../FactsContext.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { AttorneyCard } from './AttorneyCard.tsx'
import { attorneyHref } from './attorneyHref.ts'
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
          <AttorneyCard
            key={attorney.file}
            attorney={attorney}
            href={attorneyHref(page, attorney)}
            photo={attorney.data.photo ? photos[attorney.data.photo] : undefined}
          />
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
