/**
 * Vite plugin for `npm run dev`: answers `/images/share/<path>.png` (or `.jpg`) with that page's share
 * card, drawn on first request and kept in the share-image cache (scripts/shareImages/), as the build
 * writes it into dist/client/images/share/, so an editor can see a page's card while editing. Only
 * the cards of the content's pages are drawn: any other name is not found.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { readContentOnce, type Content } from '../lib/content/store.ts'
import { SHARE_IMAGES_PATH } from '../lib/shareCard/shareImagePath.ts'
import { shareImageJobs } from './shareImages/shareImageJobs.ts'
import { shareImageBody } from './shareImages/writeShareImages.ts'
import { photoJobs } from './photos/photoJobs.ts'
import { makeCopy } from './photos/makeCopy.ts'

export function shareImagesPlugin(): Plugin {
  return {
    name: 'site-share-images',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(SHARE_IMAGES_PATH, (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = `${SHARE_IMAGES_PATH}${(req.url ?? '').replace(/^\//, '').split('?')[0]}`
        const content = readContentOnce()
        // Content with problems shows them on its pages; it has no cards to draw.
        if (content.problems.length) return next()
        const job = shareImageJobs(content as Content).find((j) => j.url === url)
        if (!job) return next()
        photoBytes(content as Content, job.photo)
          .then((photo) => shareImageBody(job, photo))
          .then(
            ({ body }) => {
              const type = url.endsWith('.jpg') ? 'image/jpeg' : 'image/png'
              res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' })
              res.end(body)
            },
            () => {
              res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
              res.end(`the share image ${url} could not be drawn`)
            },
          )
      })
    },
  }
}

/** The photo copy a card lies over, made as the photos plugin makes it. */
async function photoBytes(content: Content, url: string | undefined): Promise<Buffer | undefined> {
  if (!url) return undefined
  for (const job of photoJobs(content)) {
    const copy = job.copies.find((c) => c.url === url)
    if (copy) return (await makeCopy(job, copy)).body
  }
  return undefined
}
