// https://vike.dev/description
import type { PageContext } from 'vike/types'

export default (pageContext: PageContext) => pageContext.data?.description ?? 'The page you were looking for does not exist.'
