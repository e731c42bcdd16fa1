// https://vike.dev/headHtmlEnd (vike-react calls it once the page's body has rendered)
/** The record of the islands the page rendered, for the browser (islands/islandRecord.ts). */
import type { PageContextServer } from 'vike/types'
import { islandRecordScript } from '../islands/islandRecord.ts'

export default (pageContext: PageContextServer): string =>
  pageContext.islands?.length ? islandRecordScript(pageContext.islands) : ''
