/**
 * The editor's search finds text inside entries: Decap searches an entry's title and the fields
 * its list `summary` names (decap-cms-core's `Backend.search`), so each folder collection's summary
 * names the body too, through a filter that shows nothing (`ternary('', '')`): the list rows read as
 * before. How a query matches that text: ./entrySearch.ts.
 */
import { BODY_FIELD } from './contentFormats.ts'

/** Names the body in a summary without showing it. */
export const SEARCHED_BODY = `{{${BODY_FIELD} | ternary('', '')}}`

interface Collection {
  name: string
  folder?: string
  summary?: string
  fields?: { name: string }[]
}

/** The collections, each folder collection with a body searched by its summary. */
export function withBodySearch<C extends Collection>(collections: C[]): C[] {
  return collections.map((collection) =>
    collection.folder && collection.summary && collection.fields?.some((f) => f.name === BODY_FIELD)
      ? { ...collection, summary: `${collection.summary}${SEARCHED_BODY}` }
      : collection,
  )
}
