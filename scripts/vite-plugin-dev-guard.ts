/**
 * `npm run dev` answers this computer only, and serves no file as a page that is not one: the
 * server's address and Vite's own limits (`devServer`, used by vite.config.ts), and the request
 * guard in front of every other middleware (./devRequestGuard.ts). Vike would make the server
 * listen on every address inside a container: the host is set here, 127.0.0.1 unless HOST says
 * otherwise.
 */
import type { Plugin, ServerOptions } from 'vite'
import path from 'node:path'
import { contentDir } from '../lib/content/read/readContent.ts'
import { devRequestRefusal } from './devRequestGuard.ts'

const WILDCARD = new Set(['0.0.0.0', '::', 'true'])

/** HOST, when it names one address (with it, another device reaches the server at that address). */
const hostSetting = () => (process.env.HOST && !WILDCARD.has(process.env.HOST) ? [process.env.HOST] : [])

const glob = (dir: string) => `${dir.replace(/[\\*?[\]{}()!+@]/g, '\\$&')}/**`

export function devServer(): ServerOptions {
  return {
    host: process.env.HOST || '127.0.0.1',
    // The editor's backend answers the editor's page at this port only (scripts/dev.ts): never another.
    strictPort: true,
    allowedHosts: ['localhost', '127.0.0.1', ...hostSetting()],
    // No other page of this computer may read what the dev server answers.
    cors: false,
    fs: {
      // Vite's own list, and what no page loads: the forms' leads, the content's originals.
      deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.leads/**', ...contentDirs().map(glob)],
    },
  }
}

function contentDirs(): string[] {
  return [...new Set([path.resolve('content'), contentDir()])]
}

export function devGuardPlugin(): Plugin {
  return {
    name: 'firm:dev-guard',
    apply: 'serve',
    enforce: 'pre',
    configureServer(server) {
      const options = {
        root: server.config.root,
        publicDir: server.config.publicDir,
        contentDirs: contentDirs(),
        alsoHosts: hostSetting(),
      }
      server.middlewares.use((req, res, next) => {
        const refusal = devRequestRefusal(req, options)
        if (!refusal) return next()
        res.writeHead(refusal.status, {
          'Content-Type': 'text/plain; charset=utf-8',
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-store',
        })
        res.end(refusal.reason)
      })
    },
  }
}
