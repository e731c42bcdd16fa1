// https://vike.dev/lang
import type { PageContext } from 'vike/types'

/** `<html lang>`: the language of the page's data (Spanish pages: `es`). */
export default (pageContext: PageContext) => pageContext.data?.language ?? 'en'
