/**
 * An island's props: inline (`data-props`) or, when large, a JSON file (`data-props-src`, written
 * by scripts/islandProps.ts), fetched while the island's scripts load.
 */
export async function readProps(element: HTMLElement): Promise<object> {
  const src = element.dataset.propsSrc
  if (!src) return JSON.parse(element.dataset.props ?? '{}') as object
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
