/**
 * What the dev server (`npm run dev`) refuses before Vite or Vike sees a request (403):
 * - any request not addressed to this computer by name at the dev server's port
 *   (`Host` localhost or 127.0.0.1, or the address HOST names: ./localAddress.ts);
 * - any file of the content folder (content/, and CONTENT_DIR): pages show the content, the photo
 *   copies are served at /photos/ (./vite-plugin-photos.ts), an original is never sent;
 * - any hidden file or folder of the project (.git, .leads with what was typed into the forms, .env);
 * - any other file of the project or its packages unless it is of a kind a page or the editor loads
 *   (scripts, modules and styles, fonts, pictures, source maps): a file a browser would open as a
 *   page (.htm, .svg, .xhtml, .xml, a file without extension) is never sent. The site's own files in
 *   public/ are served as they are, and /admin/ by the editor plugin, with the editor's headers.
 */
import { realpathSync, statSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import { isLocalHost } from './localAddress.ts'

export interface DevGuardOptions {
  /** The project's folder (Vite's root). */
  root: string
  publicDir: string
  /** The content folders (the project's content/ and CONTENT_DIR). */
  contentDirs: string[]
  /** Host names besides localhost and 127.0.0.1 the server answers to (HOST's address). */
  alsoHosts: string[]
}

/** The editor's page, which the editor plugin serves with its own headers (scripts/vite-plugin-editor.ts). */
const EDITOR_PAGES = new Set(['/admin/', '/admin/index.html'])
/** Kinds of file pages and the editor load from the project and its packages, none of which a browser opens as a page. */
const LOADED = /\.(?:[cm]?[jt]sx?|css|json|map|woff2?|ttf|otf|png|jpe?g|gif|webp|avif|ico|wasm)$/i

const isInside = (file: string, dir: string) => {
  const relative = path.relative(dir, file)
  return !relative.startsWith('..') && !path.isAbsolute(relative)
}
const real = (file: string) => {
  try {
    return realpathSync.native(file)
  } catch {
    return file
  }
}

/** Why the dev server refuses this request, or undefined when it may answer it. */
export function devRequestRefusal(
  req: Pick<IncomingMessage, 'url' | 'headers'> & { socket: { localPort?: number } },
  options: DevGuardOptions,
): { status: number; reason: string } | undefined {
  if (!isLocalHost(req.headers.host, req.socket.localPort ?? -1, options.alsoHosts))
    return { status: 403, reason: 'The dev server answers only at localhost or 127.0.0.1 with its own port.' }
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
  } catch {
    return { status: 400, reason: 'This address cannot be read.' }
  }
  if (pathname.includes('\0')) return { status: 400, reason: 'This address cannot be read.' }
  if (EDITOR_PAGES.has(pathname)) return undefined
  // Vite serves a file by its path on disk under /@fs/, and any other from the project's folder.
  const file = path.resolve(
    pathname.startsWith('/@fs/') ? pathname.slice('/@fs'.length) : path.join(options.root, pathname),
  )
  const onDisk = real(file)
  if (options.contentDirs.some((dir) => isInside(file, dir) || isInside(onDisk, real(dir))))
    return { status: 403, reason: 'Content files are not served: the pages show them, and photos come from /photos/.' }
  if (isInside(file, options.root)) {
    const parts = path.relative(options.root, file).split(path.sep)
    if (parts.some((part, i) => part.startsWith('.') && !(part === '.vite' && parts[i - 1] === 'node_modules')))
      return { status: 403, reason: 'Hidden files of the project are not served.' }
  }
  if (isInside(file, options.publicDir) || LOADED.test(file) || !statSync(file, { throwIfNoEntry: false })?.isFile())
    return undefined
  return { status: 403, reason: 'This file of the project is not served: only what pages and the editor load is.' }
}
