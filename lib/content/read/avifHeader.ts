/**
 * An AVIF file's header (ISO base media boxes): its brand, the primary image's size (`ispe`) and
 * rotation (`irot`), and whether an alpha plane comes with it (`auxC`). Undefined for a file of
 * that family that is no AVIF (a HEIC photo, a video); `unreadable` for one whose boxes run past
 * its end (a partly copied file). Pure: see ./photoHeader.ts.
 */
import type { PhotoHeaderResult } from '../model/photoFacts.ts'

interface Box {
  type: string
  /** Where its content starts and ends. */
  start: number
  end: number
}

const ALPHA_URNS = ['urn:mpeg:mpegB:cicp:systems:auxiliary:alpha', 'urn:mpeg:hevc:2015:auxid:1']

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length))
const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0)
const u32 = (b: Uint8Array, at: number) => (u16(b, at) * 0x10000 + u16(b, at + 2)) >>> 0

/** The boxes between `start` and `end`; undefined when one runs past `end`. */
function boxes(b: Uint8Array, start: number, end: number): Box[] | undefined {
  const found: Box[] = []
  let at = start
  while (at + 8 <= end) {
    let size = u32(b, at)
    let header = 8
    if (size === 1) {
      size = u32(b, at + 8) * 0x100000000 + u32(b, at + 12)
      header = 16
    } else if (size === 0) size = end - at
    if (size < header || at + size > end) return undefined
    found.push({ type: ascii(b, at + 4, 4), start: at + header, end: at + size })
    at += size
  }
  return at === end ? found : undefined
}

export function avifHeader(b: Uint8Array): PhotoHeaderResult | undefined {
  const top = boxes(b, 0, b.length)
  const ftyp = top?.[0]?.type === 'ftyp' ? top[0] : undefined
  if (!top || !ftyp) {
    // The brand is read from the first box even when a later one is cut off.
    const brands = ascii(b, 8, 4)
    return brands === 'avif' || brands === 'avis' ? { problem: 'unreadable' } : undefined
  }
  const brands = [ascii(b, ftyp.start, 4)]
  for (let at = ftyp.start + 8; at + 4 <= ftyp.end; at += 4) brands.push(ascii(b, at, 4))
  if (!brands.includes('avif') && !brands.includes('avis')) return undefined
  const meta = top.find((box) => box.type === 'meta')
  // `meta` is a full box: four bytes of version and flags before its children.
  const inMeta = meta && boxes(b, meta.start + 4, meta.end)
  const pitm = inMeta?.find((box) => box.type === 'pitm')
  const iprp = inMeta?.find((box) => box.type === 'iprp')
  const inIprp = iprp && boxes(b, iprp.start, iprp.end)
  const ipco = inIprp?.find((box) => box.type === 'ipco')
  const ipma = inIprp?.find((box) => box.type === 'ipma')
  const properties = ipco && boxes(b, ipco.start, ipco.end)
  if (!pitm || !properties || !ipma) return { problem: 'unreadable' }
  const primary = b[pitm.start] === 0 ? u16(b, pitm.start + 4) : u32(b, pitm.start + 4)
  const associated = primaryProperties(b, ipma, primary)
  const ofPrimary = associated.map((index) => properties[index - 1]).filter((box) => box !== undefined)
  const ispe = ofPrimary.find((box) => box.type === 'ispe')
  if (!ispe) return { problem: 'unreadable' }
  const width = u32(b, ispe.start + 4)
  const height = u32(b, ispe.start + 8)
  if (!width || !height) return { problem: 'unreadable' }
  const irot = ofPrimary.find((box) => box.type === 'irot')
  const quarter = irot ? ((b[irot.start] ?? 0) & 3) % 2 === 1 : false
  const alpha = properties.some(
    (box) => box.type === 'auxC' && ALPHA_URNS.some((urn) => ascii(b, box.start + 4, urn.length) === urn),
  )
  return { format: 'avif', width: quarter ? height : width, height: quarter ? width : height, alpha }
}

/** The property indices (1 first) the `ipma` box gives the item `id`. */
function primaryProperties(b: Uint8Array, ipma: Box, id: number): number[] {
  const version = b[ipma.start] ?? 0
  const wide = ((b[ipma.start + 3] ?? 0) & 1) === 1
  let at = ipma.start + 4
  const count = u32(b, at)
  at += 4
  for (let i = 0; i < count && at < ipma.end; i++) {
    const item = version < 1 ? u16(b, at) : u32(b, at)
    at += version < 1 ? 2 : 4
    const n = b[at] ?? 0
    at += 1
    const indices: number[] = []
    for (let j = 0; j < n; j++) {
      indices.push(wide ? u16(b, at) & 0x7fff : (b[at] ?? 0) & 0x7f)
      at += wide ? 2 : 1
    }
    if (item === id) return indices
  }
  return []
}
