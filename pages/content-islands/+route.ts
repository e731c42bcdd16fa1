// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { isContentUrl } from '../content/contentRoutes.ts'

export default (pageContext: PageContext) => isContentUrl(pageContext.urlPathname, true)
