/**
 * The paths the editor's local backend may touch, as decap-server's `fs` mode receives them
 * (relative to the repository's folder, with `/`): only inside the content folder, each of the kind
 * the request is for (a page or list, a photo under images/, a folder), written plainly (no `..`,
 * `.` or hidden part, no `%`, `\` or other sign, nothing absolute), and with no link (symbolic
 * link) on the way: decap-server resolves links itself and would follow one anywhere in the
 * repository.
 */
import { lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { contentFileKind } from '../../lib/content/schema/contentFileKinds.ts'

export type PathKind = 'entry' | 'photo' | 'entry-or-photo' | 'folder' | 'images-folder'

export interface ContentRoot {
  /** The repository's folder, which decap-server's paths are relative to. */
  repoDir: string
  /** The content folder inside it. */
  contentDir: string
}

const PLAIN = /^[A-Za-z0-9._/-]+$/

/** Why `value` may not be used as a path of this kind, or undefined when it may. */
export function contentPathProblem(value: unknown, kind: PathKind, root: ContentRoot): string | undefined {
  if (typeof value !== 'string' || !value) return 'a path is missing'
  const shown = JSON.stringify(value.slice(0, 200))
  if (value.length > 500 || !PLAIN.test(value))
    return `the path ${shown} has a sign paths of content never have (only letters, digits, ".", "-", "_" and "/")`
  const parts = value.split('/')
  if (parts.some((part) => !part || part.startsWith('.')))
    return `the path ${shown} has an empty, "." or ".." part, or a hidden one`
  const content = path.relative(root.repoDir, root.contentDir).split(path.sep).join('/')
  if (value !== content && !value.startsWith(`${content}/`)) return `the path ${shown} is outside ${content}/`
  const inside = value.slice(content.length + 1)
  if (!kindMatches(inside, kind)) return `the path ${shown} is not ${KIND_WORDS[kind]} of ${content}/`
  const link = linkOnTheWay(root.contentDir, inside)
  return link ? `${content}/${link} is a link (a symbolic link): the editor follows none` : undefined
}

const KIND_WORDS: Record<PathKind, string> = {
  entry: 'a page (.mdx) or list (.yaml)',
  photo: 'a photo (JPEG, PNG, WebP or AVIF) under images/',
  'entry-or-photo': 'a page, a list or a photo',
  folder: 'a folder',
  'images-folder': 'the images/ folder',
}

function kindMatches(inside: string, kind: PathKind): boolean {
  const file = inside ? contentFileKind(inside) : undefined
  const entry = file === 'entry' && !inside.startsWith('images/')
  switch (kind) {
    case 'entry':
      return entry
    case 'photo':
      return file === 'photo'
    case 'entry-or-photo':
      return entry || file === 'photo'
    case 'folder':
      return true
    case 'images-folder':
      return inside === 'images' || inside.startsWith('images/')
  }
}

/** The first part of `inside` (relative to the content folder) that is a link, if any; parts not there yet stop the walk. */
function linkOnTheWay(contentDir: string, inside: string): string | undefined {
  let at = contentDir
  const parts = inside ? inside.split('/') : []
  for (const [i, part] of parts.entries()) {
    at = path.join(at, part)
    const stats = lstatSync(at, { throwIfNoEntry: false })
    if (!stats) return undefined
    if (stats.isSymbolicLink()) return parts.slice(0, i + 1).join('/')
  }
  return undefined
}

/** The first link inside a folder of the content (relative to the content folder), which a listing would follow. */
export function linkInFolder(root: ContentRoot, folder: string): string | undefined {
  const content = path.relative(root.repoDir, root.contentDir).split(path.sep).join('/')
  const start = path.join(root.contentDir, folder.slice(content.length + 1))
  const walk = (dir: string): string | undefined => {
    let names: string[]
    try {
      names = readdirSync(dir).sort()
    } catch {
      return undefined
    }
    for (const name of names) {
      const full = path.join(dir, name)
      const stats = lstatSync(full, { throwIfNoEntry: false })
      if (stats?.isSymbolicLink()) return path.relative(root.contentDir, full).split(path.sep).join('/')
      const found = stats?.isDirectory() ? walk(full) : undefined
      if (found) return found
    }
    return undefined
  }
  return walk(start)
}
