/**
 * Vite plugin for `npm run dev`: answers `/photos/<hash>-<width>x<height>.<ext>` with that copy of
 * a photo the content uses, made on first request and kept in the image cache
 * (scripts/photos/makeCopy.ts), as the build writes it into dist/client/photos/. Only the copies
 * the content's pages name are made: any other name is not found.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { readContentOnce } from '../lib/content/store.ts'
import { PHOTOS_PATH } from '../lib/content/schema/photoCopies.ts'
import { photoJobs } from './photos/photoJobs.ts'
import { makeCopy } from './photos/makeCopy.ts'

const TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' }

export function photosPlugin(): Plugin {
  return {
    name: 'site-photos',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(PHOTOS_PATH, (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = `${PHOTOS_PATH}${(req.url ?? '').replace(/^\//, '').split('?')[0]}`
        const content = readContentOnce()
        for (const job of photoJobs(content)) {
          const copy = job.copies.find((c) => c.url === url)
          if (!copy) continue
          makeCopy(job, copy).then(
            ({ body }) => {
              res.writeHead(200, { 'Content-Type': TYPES[copy.format], 'Cache-Control': 'no-cache' })
              res.end(body)
            },
            () => {
              res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
              res.end(`photo ${job.src} could not be decoded`)
            },
          )
          return
        }
        next()
      })
    },
  }
}
