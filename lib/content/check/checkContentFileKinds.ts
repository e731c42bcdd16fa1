/**
 * The content folder holds only what the site reads from it (../schema/contentFileKinds.ts): any
 * other file (a page of HTML or SVG, a script, a photo outside images/) is refused at its path.
 * A browser would run such a file as a page, and nothing of the site would ever use it.
 */
import path from 'node:path'
import type { ContentProblem } from '../model/problems.ts'
import { contentFileKind } from '../schema/contentFileKinds.ts'

/** `files`: every ordinary file the folder listing found that is neither `.mdx` nor `.yaml`; `shown` names a path in messages. */
export function checkContentFileKinds(dir: string, files: string[], shown: (file: string) => string): ContentProblem[] {
  return files
    .filter((file) => !contentFileKind(path.relative(dir, file).split(path.sep).join('/')))
    .map((file) => ({
      file: shown(file),
      line: 1,
      message: `only Markdown pages (.mdx), YAML lists (.yaml) and photos (JPEG, PNG, WebP or AVIF) under ${shown(path.join(dir, 'images'))}/ may be in ${shown(dir)}/: move this file out of it, or delete it.`,
    }))
}
