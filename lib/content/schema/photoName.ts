/**
 * How content names a photo: its path inside content/images/, e.g. `attorneys/jane-doe.jpg`.
 * Lower-case ASCII words joined by hyphens, `/` between folders, one of the photo extensions
 * (./photoUses.ts); never `..`, a leading `/` or an address. Used by the attorney's `photo`, a
 * page's `image`, and the `src` of `<Photo>` and the `photo` of `<Hero>`.
 */
import { z } from 'zod'
import { photoExtensions } from './photoUses.ts'

const WORDS = '[a-z0-9]+(?:-[a-z0-9]+)*'
const PHOTO_NAME = new RegExp(`^(?:${WORDS}/)*${WORDS}\\.(?:${photoExtensions.join('|')})$`)

export function isPhotoName(name: string): boolean {
  return PHOTO_NAME.test(name)
}

/** Why `name` is no photo name, as the end of a sentence starting with the field ("`photo` ..."); undefined when it is one. */
export function photoNameProblem(name: string): string | undefined {
  if (isPhotoName(name)) return undefined
  const example = 'e.g. `attorneys/jane-doe.jpg` for content/images/attorneys/jane-doe.jpg'
  if (name.split(/[/\\]/).some((part) => part === '..' || part === '.'))
    return `holds \`${name}\`, which climbs out of content/images/ with \`..\`: write the photo's name inside content/images/, ${example}.`
  if (name.startsWith('/') || /^[a-z]+:/i.test(name))
    return `holds \`${name}\`, which is an address: write the photo's name inside content/images/ instead, ${example}.`
  return `holds \`${name}\`, which is not a photo's name: write its path inside content/images/, ${example} (lower-case letters, digits and hyphens, \`/\` between folders, ending in ${photoExtensions.map((e) => `.${e}`).join(', ')}).`
}

/** A photo of content/images/, by its name there. */
export const photoName = z.string().refine((name) => isPhotoName(name), {
  abort: true,
  error: (issue) => photoNameProblem(String(issue.input)),
})
