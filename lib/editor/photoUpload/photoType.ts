/**
 * The kind of image a file holds, read from its first bytes, never from its name: a renamed
 * document (`cv.pdf` saved as `cv.jpg`) is no photo, and a PNG named `.jpg` is a PNG.
 */
export type PhotoType = 'jpeg' | 'png' | 'webp' | 'avif'

/** How many leading bytes `photoTypeOf` needs. */
export const PHOTO_SIGNATURE_BYTES = 32

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
// AVIF still images and image sequences, named in the file's `ftyp` box.
const AVIF_BRANDS = new Set(['avif', 'avis'])

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length))

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte)

/** The brands of an ISO media file's leading `ftyp` box (its major brand and the compatible ones). */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return []
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
  const end = Math.min(size, bytes.length)
  const brands = [ascii(bytes, 8, 4)]
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4))
  return brands
}

/** The photo type of a file's first bytes (at least `PHOTO_SIGNATURE_BYTES` of them when the file has that many), or undefined. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, PNG)) return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp'
  if (ftypBrands(bytes).some((brand) => AVIF_BRANDS.has(brand))) return 'avif'
  return undefined
}
