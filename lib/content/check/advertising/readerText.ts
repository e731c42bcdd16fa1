/**
 * A text as a reader reads it, for the advertising rules: what the eye cannot see is gone and what
 * looks the same is the same letter, so no spelling of a forbidden claim differs from the plain one.
 * In order: character references decoded (`&#97;` is `a`, `&shy;` a soft hyphen); characters that
 * draw nothing dropped (soft hyphens, zero-width spaces and joiners, word joiners, byte-order marks,
 * every other format character and default-ignorable one); Unicode's compatibility form (NFKC: full-width
 * `ｓ` is `s`, `ﬁ` is `fi`, a decomposed accent joins its letter); Cyrillic and Greek look-alikes
 * folded to Latin (./lookAlikes.ts); accents left over with no letter to join dropped; every kind
 * of space and line break, and any run of them, one space, as a page shows them (none at the ends); curly apostrophes straight.
 * Each character of the result keeps the index in the source it came from (`from`), so a finding
 * is reported at its line. One pass: the work grows with the text's length.
 */
import { CHARACTER_REFERENCE, decodeReference } from '../../../text/decodeEntities.ts'
import { foldLookAlike } from './lookAlikes.ts'

export interface ReaderText {
  /** What a reader reads. */
  text: string
  /** The index in the source of the character that the UTF-16 unit at `index` of `text` came from. */
  from(index: number): number
}

const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u
const SPACE = /[\s\p{Zs}\p{Cc}\u2800]/u
const MARK = /\p{M}/u
const SAME_AS: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u02BC': "'", '\u2010': '-', '\u2011': '-' }

/** What makes a text other than printable ASCII with single spaces between words, read as written (most texts are). */
const NOT_PLAIN = /[^\x20-\x25\x27-\x7e]| {2}|^ | $/

export function readerText(source: string): ReaderText {
  if (!NOT_PLAIN.test(source)) return { text: source, from: (index) => index }
  const decoded = source.includes('&') ? decodeReferences(source) : undefined
  const text = decoded?.text ?? source
  let out = ''
  // Where each unit of `out` came from; grown by doubling (NFKC may write more than it reads).
  let from = new Uint32Array(text.length + 16)
  let pendingSpace = -1
  const push = (char: string, at: number) => {
    if (pendingSpace >= 0) {
      if (out) add(' ', pendingSpace)
      pendingSpace = -1
    }
    add(char, at)
  }
  const add = (char: string, at: number) => {
    if (out.length + char.length > from.length) {
      const grown = new Uint32Array(from.length * 2 + char.length)
      grown.set(from)
      from = grown
    }
    for (let unit = 0; unit < char.length; unit++) from[out.length + unit] = at
    out += char
  }
  const space = (at: number) => {
    if (pendingSpace < 0) pendingSpace = at
  }
  // A letter and the marks that follow it are read together, so NFKC can join them. Plain ASCII
  // (almost every character) needs none of it.
  let cluster = ''
  let clusterAt = 0
  const flush = () => {
    if (cluster.length === 1 && cluster.charCodeAt(0) < 0x80) {
      const code = cluster.charCodeAt(0)
      if (code <= 0x20 || code === 0x7f) space(clusterAt)
      else push(cluster, clusterAt)
    } else if (cluster)
      for (const char of readCluster(cluster)) SPACE.test(char) ? space(clusterAt) : push(char, clusterAt)
    cluster = ''
  }
  for (let index = 0; index < text.length; ) {
    const code = text.codePointAt(index) ?? 0
    const char = code > 0xffff ? text.slice(index, index + 2) : (text[index] ?? '')
    const at = decoded ? (decoded.from[index] ?? 0) : index
    index += char.length
    const ascii = code < 0x80
    if (!ascii && INVISIBLE.test(char)) continue
    if (ascii || !cluster || !MARK.test(char)) {
      flush()
      clusterAt = at
    }
    cluster += char
  }
  flush()
  const length = out.length
  return { text: out, from: (index) => from[Math.min(index, length - 1)] ?? 0 }
}

/** One letter with its marks: compatibility form, look-alikes folded, joined again, stray marks dropped. */
function readCluster(cluster: string): string {
  let folded = ''
  for (const char of cluster.normalize('NFKC')) folded += SAME_AS[char] ?? foldLookAlike(char)
  let read = ''
  for (const char of folded.normalize('NFC')) if (!MARK.test(char) && !INVISIBLE.test(char)) read += char
  return read
}

/** The source with its character references decoded, and where each unit came from. */
function decodeReferences(source: string): { text: string; from: number[] } {
  const parts: string[] = []
  const from: number[] = []
  let last = 0
  const keep = (text: string, at: (unit: number) => number) => {
    parts.push(text)
    for (let unit = 0; unit < text.length; unit++) from.push(at(unit))
  }
  for (const match of source.matchAll(CHARACTER_REFERENCE)) {
    const decoded = decodeReference(match[1] ?? '')
    if (decoded === undefined) continue
    keep(source.slice(last, match.index), (unit) => last + unit)
    keep(decoded, () => match.index)
    last = match.index + match[0].length
  }
  keep(source.slice(last), (unit) => last + unit)
  return { text: parts.join(''), from }
}
