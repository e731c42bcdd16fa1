// https://vike.dev/onBeforePrerenderStart
import { contentUrls } from './contentRoutes'

export default () => contentUrls(false)
