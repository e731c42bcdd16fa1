/**
 * The attributes of a component that shows a photo (`<Photo src alt>`, `<Hero photo photoAlt>`):
 * the photo is named as it is inside content/images/ (lib/content/schema/photoName.ts), and it has
 * a text alternative (`alt=""` only for a purely decorative photo). Whether the file is there and
 * large enough is judged across entries (./checkPhotos.ts).
 */
import type { MdxComponentInfo } from '../schema/componentRegistry.ts'
import { photoNameProblem } from '../schema/photoName.ts'
import type { JsxAttributeValue } from './mdxLiteral.ts'
import { photoMessages } from './photoMessages.ts'

export function photoAttributeProblems(
  component: string,
  photo: NonNullable<MdxComponentInfo['photo']>,
  attributes: JsxAttributeValue[],
  line: number,
): { line: number; message: string }[] {
  const src = attributes.find((a) => a.name === photo.src)
  if (!src || typeof src.value !== 'string') return []
  const problems: { line: number; message: string }[] = []
  const nameProblem = photoNameProblem(src.value)
  if (nameProblem) problems.push({ line: src.line, message: `\`${photo.src}\` of <${component}> ${nameProblem}` })
  if (!attributes.some((a) => a.name === photo.alt))
    problems.push({ line, message: photoMessages.missingAlt(src.value, component, photo.src, photo.alt) })
  return problems
}
