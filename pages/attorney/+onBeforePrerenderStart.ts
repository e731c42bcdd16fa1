// https://vike.dev/onBeforePrerenderStart
import { contentStore } from '../../lib/content/store.ts'
import { siteRoutes } from '../../lib/content/routes.ts'

/** Every attorney's page, in both languages. */
export default () => siteRoutes(contentStore()).flatMap((route) => (route.kind === 'attorney' ? route.addresses : []))
