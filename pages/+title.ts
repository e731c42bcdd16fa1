// https://vike.dev/title
import type { PageContext } from 'vike/types'

export default (pageContext: PageContext) => pageContext.data?.title ?? '404 Page Not Found'
