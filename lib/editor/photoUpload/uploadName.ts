/**
 * The name an uploaded photo is kept under: lower-case ASCII words joined by hyphens, as every
 * content file is named (lib/content/read/contentNames.ts), with the extension of what the file
 * really is (./photoType.ts). `Jane Doe (1).JPG` becomes `jane-doe-1.jpg`.
 */
import { slugify } from '../../text/slugify.ts'
import type { PhotoType } from './photoType.ts'

const EXTENSIONS: Record<PhotoType, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  avif: ['avif'],
}

export function uploadName(fileName: string, type: PhotoType): string {
  const dot = fileName.lastIndexOf('.')
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName
  const given = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : ''
  const extension = EXTENSIONS[type].includes(given) ? given : EXTENSIONS[type][0]!
  return `${slugify(stem) || 'photo'}.${extension}`
}
