/**
 * Decodes an uploaded photo with the browser's own image decoder (what `npm run check`'s
 * "cannot be read as an image" means in the editor) and gives its size in pixels, turned as
 * the photo's EXIF orientation says, as the site shows it.
 */
export async function decodePhoto(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file)
  const { width, height } = bitmap
  bitmap.close()
  return { width, height }
}
