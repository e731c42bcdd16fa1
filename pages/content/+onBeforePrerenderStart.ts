// https://vike.dev/onBeforePrerenderStart
import { contentUrls } from './contentRoutes.ts'

export default () => contentUrls(false)
