// https://vike.dev/title
import type { PageContext } from 'vike/types'
import { getSite } from '../lib/content/index'

export default (pageContext: PageContext) => pageContext.data?.title ?? getSite().notFound.title
