// https://vike.dev/description
import type { PageContext } from 'vike/types'
import { getSite } from '../lib/content/index'

export default (pageContext: PageContext) => pageContext.data?.description ?? getSite().notFound.description
