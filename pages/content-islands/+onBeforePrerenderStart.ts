// https://vike.dev/onBeforePrerenderStart
import { contentUrls } from '../content/contentRoutes.ts'

export default () => contentUrls(true)
