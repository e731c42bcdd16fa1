// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { contentStore } from '../../lib/content/store.ts'
import { routeAt } from '../../lib/content/routes.ts'

/** An entry's own page (an attorney's): an address lib/content/routes.ts gives an entry (no page claims it first). */
export default (pageContext: PageContext) => routeAt(contentStore(), pageContext.urlPathname)?.kind === 'entry'
