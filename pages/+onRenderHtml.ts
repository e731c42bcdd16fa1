// https://vike.dev/onRenderHtml
// vike-react's own HTML rendering, with any error naming the page's content file (renderer/contentRenderError.ts),
// and the record of the islands the page rendered (renderer/islands/islandRecord.ts).
import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml'
import type { PageContextServer } from 'vike/types'
import { namingContentFile } from '../renderer/contentRenderError'
import { writeIslandRecord } from '../renderer/islands/writeIslandRecord'

export default async function onRenderHtml(pageContext: PageContextServer): ReturnType<typeof renderWithReact> {
  pageContext.islands = []
  const html = await namingContentFile(pageContext, () => renderWithReact(pageContext))
  if (pageContext.isPrerendering) writeIslandRecord(pageContext)
  return html
}
