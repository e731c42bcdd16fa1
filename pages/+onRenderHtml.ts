// https://vike.dev/onRenderHtml
// vike-react's own HTML rendering, with any error naming the page's content file (pages/contentRenderError.ts),
// and the record of the islands the page rendered (islands/islandRecord.ts).
import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml'
import type { PageContextServer } from 'vike/types'
import { namingContentFile } from './contentRenderError.ts'
import { writeIslandRecord } from '../islands/writeIslandRecord.ts'

export default async function onRenderHtml(pageContext: PageContextServer): ReturnType<typeof renderWithReact> {
  pageContext.islands = []
  const html = await namingContentFile(pageContext, () => renderWithReact(pageContext))
  if (pageContext.isPrerendering) writeIslandRecord(pageContext)
  return html
}
