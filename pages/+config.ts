// https://vike.dev/config
import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // https://vike.dev/prerender: each page is written as <path>.html (/ as index.html), which Cloudflare Pages
  // and Netlify serve at /<path> itself; a <path>/index.html would make both answer /<path> with a redirect.
  prerender: { partial: false, noExtraDir: true },
  // Pages are HTML; the few interactive parts hydrate as islands (renderer/islands), so no client router.
  clientRouting: false,
  favicon: '/favicon.svg',
} satisfies Config
