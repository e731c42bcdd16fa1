import type { AttorneyView } from '../../lib/content/schema/factsShape.ts'

/**
 * Where a link to one attorney leads: their block on the attorneys page (`page#slug`). The one place
 * that says so, for the links that name an attorney outside that page (`<Proof />`, `<TeamPreview />`).
 */
export function attorneyHref(attorneysPage: string, attorney: Pick<AttorneyView, 'anchor'>): string {
  return `${attorneysPage}#${attorney.anchor}`
}
