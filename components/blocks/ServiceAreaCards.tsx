import { useSiteFacts } from '../FactsContext.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { Badges } from './Badges.tsx'
import { PlaceBadges } from './PlaceBadges.tsx'

/**
 * One card per region of content/places.yaml that has a `card`: name (h3), description, the
 * first 6 places then "+N more" (linking to the region's page), practice-area badges and a
 * button to the region's page. The labels come from the page.
 */
export function ServiceAreaCards({
  placesLabel,
  practiceLabel,
  linkLabel,
}: {
  placesLabel: string
  practiceLabel: string
  linkLabel: string
}) {
  const regions = useSiteFacts().places.regions.filter((r) => r.card)
  return (
    <ul className="not-prose grid gap-6 lg:grid-cols-3">
      {regions.map(
        ({ id, name, page, card }) =>
          card &&
          page && (
            <li
              key={id}
              className="flex flex-col rounded-xl bg-white p-6 text-slate-800 shadow-sm ring-1 ring-slate-200"
            >
              <article className="flex flex-1 flex-col" aria-labelledby={`area-${id}`}>
                <h3 id={`area-${id}`} className="font-serif text-2xl font-bold text-navy-900">
                  {name}
                </h3>
                <p className="mt-3 text-slate-700">{card.description}</p>
                <p className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">{placesLabel}</p>
                <div className="mt-2">
                  <PlaceBadges
                    groups={[{ places: card.municipalities, href: page }]}
                    max={6}
                    label={`${placesLabel}: ${name}`}
                  />
                </div>
                <p className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">{practiceLabel}</p>
                <div className="mt-2 flex-1">
                  <Badges items={card.practiceAreas} label={`${practiceLabel}: ${name}`} />
                </div>
                <div className="mt-6">
                  <ButtonLink href={page} variant="dark">
                    {linkLabel}
                    <span className="sr-only">: {name}</span>
                  </ButtonLink>
                </div>
              </article>
            </li>
          ),
      )}
    </ul>
  )
}
