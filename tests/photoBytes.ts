/**
 * Tiny PNG files made on the spot for the photo upload tests (no image library needed): a solid
 * colour of any size, and the reading the unit tests use in place of a browser's decoder (its
 * size from the header, and every row inflated, so a damaged file fails as it would there).
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A `width` x `height` PNG of one colour (8-bit RGB). */
export function pngBytes(width: number, height: number, rgb: [number, number, number] = [30, 58, 95]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3)
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A PNG's header alone, saying it is `width` x `height` (57 bytes: no pixel data at all): what the
 * content check reads of a photo, which must refuse one too large without decoding it.
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([16, 2, 0, 0, 0], 8) // 16 bits a channel, RGB
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IEND', Buffer.alloc(0))])
}

/** The PNG with its pixel data damaged (its header still says what size it is). */
export function damagedPng(width: number, height: number): Buffer {
  const bytes = Buffer.from(pngBytes(width, height))
  const data = bytes.indexOf('IDAT', 0, 'ascii') + 4
  bytes.fill(0xee, data, data + 16)
  return bytes
}

/** Reads a PNG made by `pngBytes` as a decoder would: its size, once all its rows inflate; throws otherwise. */
export function decodePng(bytes: Uint8Array): { width: number; height: number } {
  const buffer = Buffer.from(bytes)
  if (!buffer.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG')
  const width = buffer.readUInt32BE(16)
  const height = buffer.readUInt32BE(20)
  const data = buffer.indexOf('IDAT', 0, 'ascii')
  const pixels = inflateSync(buffer.subarray(data + 4, data + 4 + buffer.readUInt32BE(data - 4)))
  if (pixels.length !== height * (1 + width * 3)) throw new Error('truncated')
  return { width, height }
}
