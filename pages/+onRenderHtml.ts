// https://vike.dev/onRenderHtml
// vike-react's own HTML rendering, with any error naming the page's content file (renderer/contentRenderError.ts).
import { onRenderHtml as renderWithReact } from 'vike-react/__internal/integration/onRenderHtml'
import type { PageContextServer } from 'vike/types'
import { namingContentFile } from '../renderer/contentRenderError'

export default function onRenderHtml(pageContext: PageContextServer): ReturnType<typeof renderWithReact> {
  return namingContentFile(pageContext, () => renderWithReact(pageContext))
}
