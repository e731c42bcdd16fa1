/**
 * What the editor's local backend answers: a request addressed to this computer by name at the
 * backend's port (DNS rebinding is refused by `Host`), sent by the editor's own page (`Origin`: the
 * dev server's, no other port; only "are you there" may come without one, from a terminal), as JSON
 * (a form elsewhere cannot send that without asking first), naming one of decap-server's `fs`
 * actions with paths only inside the content folder (./contentPaths.ts). Anything else is refused
 * with a status and a sentence; decap-server itself sees only what passed.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { isLocalHost, localOrigins } from '../localAddress.ts'
import { type ContentRoot, contentPathProblem, linkInFolder, type PathKind } from './contentPaths.ts'

export interface GuardOptions extends ContentRoot {
  /** The port of the page the editor runs on (the dev server's, or the server of a built /admin/). */
  editorPort: number
}

export interface Refusal {
  status: number
  error: string
}

/** The request line and headers: refused before its body is read. */
export function headerRefusal(
  request: { method?: string; headers: IncomingHttpHeaders; localPort?: number },
  options: GuardOptions,
): Refusal | undefined {
  const { headers } = request
  if (!isLocalHost(headers.host, request.localPort ?? -1))
    return { status: 403, error: 'the editor backend answers only at localhost or 127.0.0.1 with its own port' }
  const origin = headers.origin
  if (origin !== undefined && !localOrigins(options.editorPort).includes(origin))
    return {
      status: 403,
      error: `the editor backend answers only the editor's page (${localOrigins(options.editorPort)[0]})`,
    }
  if (request.method === 'OPTIONS') return origin ? undefined : { status: 403, error: 'a preflight without Origin' }
  if (request.method !== 'POST') return { status: 405, error: 'the editor backend answers POST only' }
  if (!/^application\/json(?:;|$)/i.test(headers['content-type'] ?? ''))
    return { status: 415, error: 'the editor backend reads JSON only' }
  return undefined
}

/** Each action of decap-server's `fs` mode and where its paths are (params -> the paths, each of one kind). */
const ACTIONS: Record<string, (params: Params) => [unknown, PathKind][]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (p) => [[p.folder, 'folder']],
  entriesByFiles: (p) => list(p.files).map((file) => [field(file, 'path'), 'entry']),
  getEntry: (p) => [[p.path, 'entry']],
  persistEntry: (p) => [
    ...[p.entry, ...list(p.dataFiles)]
      .filter((file) => file !== undefined)
      .flatMap((file): [unknown, PathKind][] => [
        [field(file, 'path'), 'entry'],
        ...(field(file, 'newPath') === undefined ? [] : [[field(file, 'newPath'), 'entry'] as [unknown, PathKind]]),
      ]),
    ...list(p.assets).map((asset): [unknown, PathKind] => [field(asset, 'path'), 'photo']),
  ],
  getMedia: (p) => [[p.mediaFolder, 'images-folder']],
  getMediaFile: (p) => [[p.path, 'photo']],
  persistMedia: (p) => [[field(p.asset, 'path'), 'photo']],
  deleteFile: (p) => [[p.path, 'entry-or-photo']],
  deleteFiles: (p) => list(p.paths).map((file): [unknown, PathKind] => [file, 'entry-or-photo']),
}

type Params = Record<string, unknown>
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value])
const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Params)[key] : undefined

/**
 * The parsed body: the action must be one the editor uses, and every path it names inside the
 * content folder. `fromPage`: the request carried the editor's `Origin` (a browser always sends one
 * with a POST); without it only "are you there" is answered.
 */
export function bodyRefusal(body: unknown, options: GuardOptions, fromPage: boolean): Refusal | undefined {
  const action = field(body, 'action')
  const paths = typeof action === 'string' && Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined
  if (!paths) return { status: 422, error: `the editor backend does not do ${JSON.stringify(action)}` }
  if (!fromPage && action !== 'info')
    return { status: 403, error: "the editor backend reads and writes only for the editor's page (no Origin)" }
  const params = field(body, 'params')
  const given = paths(params && typeof params === 'object' ? (params as Params) : {})
  for (const [value, kind] of given) {
    const problem = contentPathProblem(value, kind, options)
    if (problem) return { status: 403, error: `refused: ${problem}` }
  }
  if (action === 'entriesByFolder' && !/^\.?(?:mdx|yaml)$/.test(String(field(params, 'extension'))))
    return { status: 403, error: 'refused: a folder is listed for its pages (.mdx) or lists (.yaml) only' }
  // A listing reads every file it finds, through links too: none may be in the folder.
  const folder =
    action === 'entriesByFolder'
      ? field(params, 'folder')
      : action === 'getMedia'
        ? field(params, 'mediaFolder')
        : undefined
  const link = typeof folder === 'string' ? linkInFolder(options, folder) : undefined
  if (link)
    return {
      status: 403,
      error: `refused: ${link} in the content folder is a link (a symbolic link): the editor follows none`,
    }
  return undefined
}
