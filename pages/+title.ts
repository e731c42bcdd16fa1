// https://vike.dev/title
import type { PageContext } from 'vike/types'
import { pageWords } from './pageWords.ts'

export default (pageContext: PageContext) => pageWords(pageContext.data).title
