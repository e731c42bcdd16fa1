import { useId } from 'react'
import { useSiteFacts } from '../FactsContext.tsx'

/** An attorney's focus areas as tags (never "specialties": NY Rule 7.4). */
export function FocusAreas({ areas }: { areas: string[] }) {
  const labelId = useId()
  const { attorneys } = useSiteFacts().words
  return (
    <div className="mt-4">
      <p id={labelId} className="text-xs font-semibold uppercase tracking-wider text-slate-600">
        {attorneys.focusAreas}
      </p>
      <ul aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {areas.map((area) => (
          <li
            key={area}
            className="rounded-full bg-navy-50 px-3 py-1 text-sm font-medium text-navy-800 ring-1 ring-navy-100"
          >
            {area}
          </li>
        ))}
      </ul>
    </div>
  )
}
