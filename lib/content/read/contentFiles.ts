/**
 * The content folder's files, found and read without ever leaving it: a symbolic link is refused
 * where it is found (never followed, its target never read or tested), as is anything that is not
 * an ordinary file or folder, a file whose real location is elsewhere, and a file over the size
 * limit (before it is read). The names of content files and folders are checked as they are found.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs'
import path from 'node:path'
import type { ContentProblem } from '../model/problems.ts'
import { contentLimits, kilobytes } from './contentLimits.ts'
import { decodeText } from './decodeText.ts'
import { fileNameProblem, folderNameProblem } from './contentNames.ts'

/** Paths in messages are relative to the working directory, as editors see them. */
export function display(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/')
}

const LINK =
  'this is a link (a symbolic link) to a file or folder elsewhere, and content must be the real files, kept in the content folder: put the file itself here in place of the link, or delete the link. The check never follows links.'

/** `lstat` that never follows a link; undefined when nothing is there. */
function statOf(file: string): Stats | undefined {
  return lstatSync(file, { throwIfNoEntry: false })
}

/** Whether something (a file, a folder, a link, even a broken one) is at this path; a link is not followed. */
export function contentPathExists(file: string): boolean {
  return statOf(file) !== undefined
}

/**
 * Every entry under `dir`, depth first and sorted: the `.mdx` files, every other ordinary file
 * that is not `.yaml` (`others`: whether it may be there is the check's, ../check/checkContentFileKinds.ts),
 * and problems for links and special files (neither listed nor entered) and for wrongly named
 * files and folders (still read, so that one wrong name is one problem).
 */
export function listContentFolder(dir: string, problems: ContentProblem[]): { mdx: string[]; others: string[] } {
  const mdx: string[] = []
  const others: string[] = []
  const walk = (folder: string) => {
    const names = readdirSync(folder).sort()
    for (const name of names) {
      const full = path.join(folder, name)
      const stats = statOf(full)
      if (!stats) continue
      const refuse = (message: string) => problems.push({ file: display(full), line: 1, message })
      if (stats.isSymbolicLink()) refuse(LINK)
      else if (stats.isDirectory()) {
        const wrong = folderNameProblem(name)
        if (wrong) refuse(wrong)
        walk(full)
      } else if (!stats.isFile()) refuse(NOT_A_FILE)
      else if (name.endsWith('.mdx') || name.endsWith('.yaml')) {
        const wrong = fileNameProblem(name)
        if (wrong) refuse(wrong)
        if (name.endsWith('.mdx')) mdx.push(full)
      } else others.push(full)
    }
  }
  // The folder itself is the site's setting (CONTENT_DIR), not content: it may be reached through a link.
  if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) walk(dir)
  return { mdx, others }
}

const NOT_A_FILE =
  'this is not an ordinary file (it is a folder, a device, a pipe or a socket). The content folder holds only .mdx and .yaml text files here: delete it.'

/**
 * The text of a content file inside `root`, or undefined with the reason added to `problems`.
 * `shown` is the path messages name.
 */
export function readContentFile(
  file: string,
  shown: string,
  root: string,
  problems: ContentProblem[],
): string | undefined {
  const refuse = (message: string, line = 1) => {
    problems.push({ file: shown, line, message })
    return undefined
  }
  const stats = statOf(file)
  if (!stats) return refuse('the file cannot be found.')
  if (stats.isSymbolicLink()) return refuse(LINK)
  if (!stats.isFile()) return refuse(NOT_A_FILE)
  if (!isInside(realpathSync(file), realpathSync(root)))
    return refuse(
      `this file's real location is outside the content folder (a folder on its path is a link). Content must be the real files, kept in the content folder: move the file there.`,
    )
  if (stats.size > contentLimits.fileBytes) return refuse(tooBig(stats.size))
  const bytes = readAtMost(file, contentLimits.fileBytes)
  if (!bytes) return refuse(NOT_A_FILE)
  if (bytes.length > contentLimits.fileBytes) return refuse(tooBig(bytes.length))
  const decoded = decodeText(bytes)
  if ('text' in decoded) return decoded.text
  return refuse(decoded.message, decoded.line)
}

const tooBig = (bytes: number) =>
  `this file is ${kilobytes(bytes)}, more than the ${kilobytes(contentLimits.fileBytes)} a content file may have. Split it into several smaller pages, or remove what does not belong in it.`

/**
 * At most `limit + 1` bytes of the file, opened without following a link (should one have replaced
 * the file since it was looked at) and without waiting on a pipe; undefined if it is no ordinary file.
 */
function readAtMost(file: string, limit: number): Buffer | undefined {
  let fd: number
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0))
  } catch {
    return undefined // replaced by a link, or gone, since it was looked at
  }
  try {
    const stats = fstatSync(fd)
    if (!stats.isFile()) return undefined
    const buffer = Buffer.alloc(Math.min(stats.size, limit) + 1)
    let length = 0
    while (length < buffer.length) {
      const n = readSync(fd, buffer, length, buffer.length - length, null)
      if (n === 0) break
      length += n
    }
    return buffer.subarray(0, length)
  } finally {
    closeSync(fd)
  }
}

function isInside(file: string, root: string): boolean {
  const relative = path.relative(root, file)
  return relative !== '' && relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative)
}
