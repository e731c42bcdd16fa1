/**
 * `npm run dev` answers a page's share image at the address the page's head names, drawn as the build
 * draws it, and nothing for a name no page has (scripts/vite-plugin-share-images.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { canonicalPath } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
import { SHARE_IMAGES_PATH, shareImagePath } from '../../lib/shareCard/shareImagePath.ts'
import { shareImagesPlugin } from '../../scripts/vite-plugin-share-images.ts'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

function middleware(): Middleware {
  let found: Middleware | undefined
  const server = { middlewares: { use: (_path: string, handler: Middleware) => (found = handler) } }
  const hook = shareImagesPlugin().configureServer as (s: unknown) => void
  hook(server)
  return found!
}

/** What the middleware answers for `/images/share/<name>`: a status and body, or `next` (not ours). */
function request(name: string): Promise<{ status: number; body: Buffer } | 'next'> {
  return new Promise((resolve) => {
    const res = {
      status: 0,
      writeHead(status: number) {
        this.status = status
      },
      end(body: Buffer) {
        resolve({ status: this.status, body })
      },
    }
    middleware()({ url: `/${name}` } as IncomingMessage, res as unknown as ServerResponse, () => resolve('next'))
  })
}

describe('share images in the dev server', () => {
  it("answers a page's card, 1200 x 630, and leaves an unknown name to the next handler", async () => {
    const page = contentStore().pages.find((p) => !p.data.image)!
    const name = shareImagePath(canonicalPath(page)).slice(SHARE_IMAGES_PATH.length)
    const answer = await request(name)
    expect(answer).not.toBe('next')
    const { status, body } = answer as { status: number; body: Buffer }
    expect(status).toBe(200)
    expect(await sharp(body).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' })
    expect(await request('no-such-page.png')).toBe('next')
  })
})
