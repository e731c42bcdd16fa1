// https://vike.dev/onBeforePrerenderStart
import { contentUrls } from '../content/contentRoutes'

export default () => contentUrls(true)
