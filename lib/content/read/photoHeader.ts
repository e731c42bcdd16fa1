/**
 * What a photo's bytes say about it without decoding a pixel: its format by its signature (never
 * its name), its size as shown (after the EXIF orientation or AVIF rotation), whether it has
 * transparency, and whether the file is whole (a partly copied file ends early). Pure and
 * synchronous: the content check reads every photo this way, and a browser can too.
 */
import type { PhotoHeader, PhotoHeaderResult } from '../model/photoFacts.ts'

export type { PhotoHeader, PhotoHeaderResult }
import { avifHeader } from './avifHeader.ts'
import { exifOrientation } from './exifOrientation.ts'

const NOT_IMAGE = { problem: 'notImage' } as const
const UNREADABLE = { problem: 'unreadable' } as const

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b)
const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length))
const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0)
const u32 = (b: Uint8Array, at: number) => (u16(b, at) * 0x10000 + u16(b, at + 2)) >>> 0
const le16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8)
const le24 = (b: Uint8Array, at: number) => le16(b, at) | ((b[at + 2] ?? 0) << 16)
const le32 = (b: Uint8Array, at: number) => (le24(b, at) + (b[at + 3] ?? 0) * 0x1000000) >>> 0

/** Orientations 5 to 8 turn the picture a quarter: width and height trade places. */
function oriented(header: PhotoHeader, orientation: number): PhotoHeader {
  return orientation >= 5 && orientation <= 8 ? { ...header, width: header.height, height: header.width } : header
}

export function readPhotoHeader(bytes: Uint8Array): PhotoHeaderResult {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegHeader(bytes)
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return pngHeader(bytes)
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpHeader(bytes)
  if (ascii(bytes, 4, 4) === 'ftyp') return avifHeader(bytes) ?? NOT_IMAGE
  return NOT_IMAGE
}

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

function jpegHeader(b: Uint8Array): PhotoHeaderResult {
  let at = 2
  let orientation = 1
  let size: { width: number; height: number } | undefined
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return UNREADABLE
    const marker = b[at + 1] ?? 0
    if (marker === 0xff) {
      at++ // fill byte
      continue
    }
    const length = u16(b, at + 2)
    if (length < 2 || at + 2 + length > b.length) return UNREADABLE
    if (marker === 0xe1 && ascii(b, at + 4, 6) === 'Exif\0\0')
      orientation = exifOrientation(b.subarray(at + 4, at + 2 + length))
    if (SOF.has(marker)) size = { height: u16(b, at + 5), width: u16(b, at + 7) }
    if (marker === 0xda) {
      // The scans follow: a whole file ends with the end-of-image marker (only padding after it).
      if (!size?.width || !size.height) return UNREADABLE
      let end = b.length
      while (end > at && b[end - 1] === 0) end--
      const tail = b.subarray(Math.max(at, end - 4096), end)
      let whole = false
      for (let i = tail.length - 2; i >= 0 && !whole; i--) whole = tail[i] === 0xff && tail[i + 1] === 0xd9
      if (!whole) return UNREADABLE
      return oriented({ format: 'jpeg', ...size, alpha: false }, orientation)
    }
    at += 2 + length
  }
  return UNREADABLE
}

function pngHeader(b: Uint8Array): PhotoHeaderResult {
  if (ascii(b, 12, 4) !== 'IHDR') return UNREADABLE
  const width = u32(b, 16)
  const height = u32(b, 20)
  const colourType = b[25] ?? 0
  let alpha = colourType === 4 || colourType === 6
  let orientation = 1
  let at = 8
  while (at + 12 <= b.length) {
    const length = u32(b, at)
    const type = ascii(b, at + 4, 4)
    if (at + 12 + length > b.length) return UNREADABLE
    if (type === 'tRNS') alpha = true
    if (type === 'eXIf') orientation = exifOrientation(b.subarray(at + 8, at + 8 + length))
    if (type === 'IEND') {
      if (!width || !height) return UNREADABLE
      return oriented({ format: 'png', width, height, alpha }, orientation)
    }
    at += 12 + length
  }
  return UNREADABLE
}

function webpHeader(b: Uint8Array): PhotoHeaderResult {
  if (le32(b, 4) + 8 > b.length) return UNREADABLE
  let at = 12
  let size: { width: number; height: number; alpha: boolean } | undefined
  let orientation = 1
  while (at + 8 <= b.length) {
    const type = ascii(b, at, 4)
    const length = le32(b, at + 4)
    const data = at + 8
    if (data + length > b.length) return UNREADABLE
    if (type === 'VP8X')
      size = { width: le24(b, data + 4) + 1, height: le24(b, data + 7) + 1, alpha: ((b[data] ?? 0) & 0x10) !== 0 }
    else if (type === 'VP8 ' && !size) {
      if (!startsWith(b, [0x9d, 0x01, 0x2a], data + 3)) return UNREADABLE
      size = { width: le16(b, data + 6) & 0x3fff, height: le16(b, data + 8) & 0x3fff, alpha: false }
    } else if (type === 'VP8L' && !size) {
      if (b[data] !== 0x2f) return UNREADABLE
      const bits = le32(b, data + 1)
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, alpha: ((bits >>> 28) & 1) === 1 }
    } else if (type === 'EXIF') orientation = exifOrientation(b.subarray(data, data + length))
    at = data + length + (length % 2)
  }
  if (!size?.width || !size.height) return UNREADABLE
  return oriented({ format: 'webp', ...size }, orientation)
}
