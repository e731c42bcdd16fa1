/**
 * The sentences that refuse a photo, in one place: `npm run check`, the build and the editor's
 * upload say the same words. `src` is the photo's name inside content/images/ (`attorneys/jane-doe.jpg`).
 */
import {
  maxPhotoBytes,
  maxPhotoPixels,
  maxPhotoSide,
  photoUses,
  withinPixelCap,
  type PhotoUse,
} from '../schema/photoUses.ts'

const useNames: Record<PhotoUse, string> = {
  portrait: "an attorney's portrait",
  body: 'a photo in a page',
  hero: "a page's top (hero) photo",
  social: 'the image shown when the page is shared',
}

export const photoMessages = {
  missing: (src: string) =>
    `photo \`${src}\` is not in content/images/: put the file at content/images/${src}, or correct the name (it is case-sensitive).`,
  notImage: (src: string) =>
    `photo \`${src}\` is not a JPEG, PNG, WebP or AVIF image: save it as a JPEG (.jpg) and name that file.`,
  unreadable: (src: string) =>
    `photo \`${src}\` cannot be read as an image (the file may be damaged or only partly copied): export it again from the original and replace the file.`,
  tooSmall: (src: string, width: number, height: number, use: PhotoUse, minWidth: number, minHeight?: number) =>
    `photo \`${src}\` is ${width} x ${height} pixels, smaller than ${useNames[use]} needs (at least ${minWidth}${minHeight ? ` x ${minHeight}` : ' pixels wide'}): use a larger original, such as the photo as the camera or phone took it.`,
  tooLarge: (src: string, bytes: number) =>
    `photo \`${src}\` is ${(bytes / 1024 / 1024).toFixed(1)} MB, over the ${maxPhotoBytes / 1024 / 1024} MB limit: export it smaller (a phone's photo is usually 2 to 5 MB).`,
  tooManyPixels: (src: string, width: number, height: number) => {
    const fit = withinPixelCap(width, height)
    const n = (value: number) => value.toLocaleString('en-US')
    const largestCopy = Math.max(...Object.values(photoUses).flatMap((use) => use.widths))
    return `photo \`${src}\` is ${n(width)} x ${n(height)} pixels (${Math.round((width * height) / 1e6)} megapixels), more than the site takes: at most ${maxPhotoPixels / 1e6} megapixels and ${n(maxPhotoSide)} pixels on a side (a phone's photo is 12 to 50 megapixels). Resize it to at most ${n(fit.width)} x ${n(fit.height)} pixels before adding it: the largest copy the site shows is ${n(largestCopy)} pixels wide, so nothing is lost.`
  },
  missingAlt: (src: string, component = 'Photo', srcProp = 'src', altProp = 'alt') =>
    `<${component} ${srcProp}="${src}"> has no \`${altProp}\`: describe the photo for people who cannot see it (${altProp}="..."), or write ${altProp}="" only for a purely decorative photo.`,
  /** A Markdown image (`![alt](address)`, `![alt][name]`) or an `<img>`: photos are placed with <Photo>. */
  markdownImage: (written: string) =>
    `${written} is not allowed in content: a page's photos come from content/images/ through <Photo>, which serves copies sized for each screen, never another website's file, and needs a description. Save the original in content/images/ and write <Photo src="offices/reception.jpg" alt="what the photo shows" /> instead (docs/CONTENT.md, "Photos").`,
  unused: (src: string) =>
    `content/images/${src} is not used by any page or attorney: use it, or delete it so it does not take space in the repository.`,
}
