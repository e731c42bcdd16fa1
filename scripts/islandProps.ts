/**
 * Moves large island props out of the HTML (run by scripts/postbuild.ts). A page carries its
 * islands' props in its island record (islands/islandRecord.ts); the glossary and FAQ
 * islands' props repeat every term and answer the page already shows (34-37 KB), which would make
 * their HTML the heaviest on the site and slow its first paint. Props over PROPS_INLINE_LIMIT
 * characters go to `/assets/island-props-<hash>.json` (cached for a year like every hashed asset),
 * which the record then names (`src`) and the browser fetches while the island's script loads;
 * small props stay in the page.
 */
import { createHash } from 'node:crypto'
import { islandRecordScript, ISLAND_RECORD_ID, type RecordedIsland } from '../islands/islandRecord.ts'

export const PROPS_INLINE_LIMIT = 4096

export interface ExtractedProps {
  html: string
  /** File name under /assets/ -> its JSON text. */
  files: Map<string, string>
}

/** The record script as the build writes it (its JSON has no `<`: islandRecordJson). */
const RECORD = new RegExp(`<script type="application/json" id="${ISLAND_RECORD_ID}">([^<]*)</script>`)

export function extractIslandProps(html: string): ExtractedProps {
  const found = RECORD.exec(html)
  if (!found) return { html, files: new Map() }
  const { islands, files } = movePropsOut(JSON.parse(found[1]!) as RecordedIsland[])
  if (!files.size) return { html, files }
  const record = islandRecordScript(islands)
  return { html: html.slice(0, found.index) + record + html.slice(found.index + found[0].length), files }
}

/** The record with each large props object replaced by the file that holds it (`src`), and those files. */
export function movePropsOut(recorded: RecordedIsland[]): { islands: RecordedIsland[]; files: Map<string, string> } {
  const files = new Map<string, string>()
  const islands = recorded.map((island): RecordedIsland => {
    const json = JSON.stringify(island.props)
    if (!island.props || json.length <= PROPS_INLINE_LIMIT) return island
    const name = `island-props-${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`
    files.set(name, json)
    return { name: island.name, src: `/assets/${name}` }
  })
  return { islands, files }
}
