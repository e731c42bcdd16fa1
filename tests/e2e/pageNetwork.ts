/**
 * What a page fetches while a test looks at it: the scripts it runs and their bodies, and every
 * request to another site (none is allowed before the visitor asks for one, such as a video).
 */
import type { Page } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { BASE_URL } from './ports.ts'

export function watchNetwork(page: Page) {
  const scripts: { url: string; body: Promise<Buffer> }[] = []
  const thirdParty: string[] = []
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push({ url: res.url(), body: res.body().catch(() => Buffer.alloc(0)) })
  })
  page.on('request', (req) => {
    if (!req.url().startsWith(BASE_URL) && !req.url().startsWith('data:')) thirdParty.push(req.url())
  })
  return {
    thirdParty,
    /** Each script loaded so far, with its body. */
    async scripts() {
      return Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })))
    },
    /**
     * The gzip size of every script loaded so far, at level 9: the budget's measure
     * (docs/PERFORMANCE.md, lead-js-size.spec.ts) and the bytes a server sends (postbuild's .gz copies).
     */
    async scriptGzipBytes() {
      return (await this.scripts()).reduce((n, s) => n + gzipSync(s.body, { level: 9 }).length, 0)
    },
  }
}
