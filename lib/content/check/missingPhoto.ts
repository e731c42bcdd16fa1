/** The sentence refusing an attorney photo public/ does not have (check/checkAttorneys.ts, and the editor before a save). */
export function missingPhotoMessage(photo: string): string {
  return `photo \`${photo}\` is not in public/: put the image at public${photo}, or remove \`photo\` to show the attorney's initials.`
}
