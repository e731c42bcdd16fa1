/**
 * The orientation (1 to 8) an EXIF block asks for: a phone stores a portrait photo lying on its
 * side with orientation 6 or 8, and the site shows it upright. 1 when the block has none or cannot
 * be read. `block` starts at the TIFF header (`II*\0` or `MM\0*`), or at the `Exif\0\0` some
 * writers put before it in a WebP or PNG file.
 */
export function exifOrientation(block: Uint8Array): number {
  const prefixed = String.fromCharCode(...block.subarray(0, 6)) === 'Exif\0\0'
  const tiff = prefixed ? block.subarray(6) : block
  const little = tiff[0] === 0x49 && tiff[1] === 0x49
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return 1
  const u16 = (at: number) =>
    little ? (tiff[at] ?? 0) | ((tiff[at + 1] ?? 0) << 8) : ((tiff[at] ?? 0) << 8) | (tiff[at + 1] ?? 0)
  const u32 = (at: number) => (little ? u16(at) + u16(at + 2) * 0x10000 : u16(at) * 0x10000 + u16(at + 2))
  const ifd = u32(4)
  const entries = u16(ifd)
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > tiff.length) return 1
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8)
      return value >= 1 && value <= 8 ? value : 1
    }
  }
  return 1
}
