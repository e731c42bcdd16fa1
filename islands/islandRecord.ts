/**
 * The record of the islands a page rendered, in document order: each island's name and props
 * (or, once scripts/islandProps.ts has moved large props out, the JSON file holding them).
 * `<Island>` adds to it while the page renders (./Island.tsx); the page carries it in its `<head>`
 * as a JSON script (pages/+headHtmlEnd.ts), which content cannot write, and the browser hydrates
 * only the elements that match it, with its props (./hydrateIslands.ts). The build also writes it
 * to ISLAND_RECORD_FILE, against which postbuild checks every built page (scripts/islandCheck.ts).
 */

export interface RecordedIsland {
  name: string
  props?: object
  /** Where the props are when they were too large to stay in the page (scripts/islandProps.ts). */
  src?: string
}

/** The id of the page's record script, a child of `<head>`. */
export const ISLAND_RECORD_ID = 'island-record'

/** One JSON line per pre-rendered page: `{ url, file, islands }` (islands/writeIslandRecord.ts). */
export const ISLAND_RECORD_FILE = 'dist/island-record.jsonl'

export interface PageIslands {
  /** The page's address (`/404` for the not-found page). */
  url: string
  /** The content file of the page, when it has one. */
  file?: string
  islands: RecordedIsland[]
}

/** The record script's text: JSON with every `<` escaped, so no text in it can close the element. */
export const islandRecordJson = (islands: RecordedIsland[]): string => JSON.stringify(islands).replace(/</g, '\\u003c')

export const islandRecordScript = (islands: RecordedIsland[]): string =>
  `<script type="application/json" id="${ISLAND_RECORD_ID}">${islandRecordJson(islands)}</script>`

declare global {
  namespace Vike {
    interface PageContext {
      /** The islands rendered so far (set empty before each render: pages/+onRenderHtml.ts). */
      islands?: RecordedIsland[]
    }
  }
}
