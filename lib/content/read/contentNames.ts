/**
 * Names of content files and folders: lower-case ASCII words joined by hyphens
 * (`car-accident-lawyer.mdx`), because a file's name is its entry's id, the anchor of a glossary
 * term and, for pages, part of what editors link to.
 */
import { slugify } from '../../text/slugify.ts'

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function suggestion(stem: string, extension: string): string {
  const slug = slugify(stem)
  return slug ? `: rename it to \`${slug}${extension}\`` : ': rename it to a few words that say what it is'
}

/** The problem with an `.mdx` or `.yaml` file's name, if any. */
export function fileNameProblem(name: string): string | undefined {
  const extension = name.endsWith('.mdx') ? '.mdx' : '.yaml'
  const stem = name.slice(0, -extension.length)
  if (NAME.test(stem)) return undefined
  return `the file name \`${name}\` is not allowed: names are lower-case letters (a-z), digits and hyphens, with no spaces, accents, dots or other signs${suggestion(stem, extension)}.`
}

/** The problem with a folder's name, if any. */
export function folderNameProblem(name: string): string | undefined {
  if (NAME.test(name)) return undefined
  return `the folder name \`${name}\` is not allowed: names are lower-case letters (a-z), digits and hyphens, with no spaces, accents, dots or other signs${suggestion(name, '')}.`
}
