/**
 * An island's props, as the build recorded them (./islandRecord.ts): in the record or, when
 * large, in a JSON file it names (written by scripts/islandProps.ts), fetched while the island's
 * scripts load.
 */
import type { RecordedIsland } from './islandRecord.ts'

export async function readProps({ props, src }: RecordedIsland): Promise<object> {
  if (!src) return props ?? {}
  const fetchJson = async () => {
    const response = await fetch(src)
    if (!response.ok) throw new Error(`${src}: ${response.status}`)
    return (await response.json()) as object
  }
  // A phone between cell towers loses a request now and then: one more try before giving up.
  return fetchJson().catch(
    () => new Promise<object>((resolve, reject) => setTimeout(() => fetchJson().then(resolve, reject), 1000)),
  )
}
