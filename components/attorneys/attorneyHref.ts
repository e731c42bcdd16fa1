import type { AttorneyView } from '../../lib/content/schema/factsShape.ts'

/**
 * Where a link to one attorney leads: their own page (lib/content/routes.ts), or their block on the
 * attorneys page (`page#slug`) where the language has no page for them. The one place that says so,
 * for the links that name an attorney outside that page (`<Proof />`, `<TeamPreview />`).
 */
export function attorneyHref(attorneysPage: string, attorney: Pick<AttorneyView, 'anchor' | 'url'>): string {
  return attorney.url ?? `${attorneysPage}#${attorney.anchor}`
}
