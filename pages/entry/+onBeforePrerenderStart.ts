// https://vike.dev/onBeforePrerenderStart
import { contentStore } from '../../lib/content/store.ts'
import { siteRoutes } from '../../lib/content/routes.ts'

/** Every entry's own page (each attorney's), in both languages. */
export default () => siteRoutes(contentStore()).flatMap((route) => (route.kind === 'entry' ? route.addresses : []))
