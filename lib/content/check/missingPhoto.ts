/**
 * The sentence the editor's save check (lib/editor/siteCheck.ts) gives for an attorney photo its
 * site index does not list. `npm run check` judges photos with ./checkPhotos.ts, in the words of
 * ./photoMessages.ts, which the editor's photo checks are to use as well.
 */
export function missingPhotoMessage(photo: string): string {
  return `photo \`${photo}\` is not in public/: put the image at public${photo}, or remove \`photo\` to show the attorney's initials.`
}
