// https://vike.dev/config
import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // https://vike.dev/pre-rendering
  prerender: { partial: false, noExtraDir: false },
  // Pages are HTML; the few interactive parts hydrate as islands (renderer/islands), so no client router.
  clientRouting: false,
  favicon: '/favicon.svg',
} satisfies Config
