// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { isContentUrl } from './contentRoutes.ts'

export default (pageContext: PageContext) => isContentUrl(pageContext.urlPathname, false)
