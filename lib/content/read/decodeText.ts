/**
 * A content file's bytes as text, refused in plain words when they are not UTF-8 text: another
 * encoding (Latin-1, Windows-1252, UTF-16), a NUL or other control character, a line longer than
 * the limit. A byte-order mark (Notepad's) is dropped; CRLF line ends are kept as they are.
 */
import { contentLimits } from './contentLimits.ts'

export type DecodedText = { text: string } | { line: number; message: string }

const SAVE_AS_UTF8 =
  'Save the file as "UTF-8" text (in Notepad: File > Save as > Encoding: UTF-8; in VS Code: the encoding in the status bar > Save with Encoding > UTF-8).'
const UTF8_BOM = [0xef, 0xbb, 0xbf]
const LF = 0x0a
/** C0 control characters other than tab, line feed and carriage return, and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is what this pattern is for.
const CONTROL = /[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f]/

export function decodeText(bytes: Uint8Array): DecodedText {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return { line: 1, message: `the file is saved as UTF-16 ("Unicode"), which the site cannot read. ${SAVE_AS_UTF8}` }
  const start = UTF8_BOM.every((b, i) => bytes[i] === b) ? UTF8_BOM.length : 0
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.subarray(start))
  } catch {
    return {
      line: firstUndecodableLine(bytes.subarray(start)),
      message: `this line has characters that are not UTF-8 text (the file was saved in another encoding, such as Latin-1 or Windows-1252, so a letter like "é" or a curly quote would show as "�"). ${SAVE_AS_UTF8}`,
    }
  }
  return checkLines(text) ?? { text }
}

/** A line feed byte never occurs inside a multi-byte UTF-8 character, so each line can be decoded alone. */
function firstUndecodableLine(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
  let line = 1
  let lineStart = 0
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== LF) continue
    try {
      decoder.decode(bytes.subarray(lineStart, i))
    } catch {
      return line
    }
    line++
    lineStart = i + 1
  }
  return 1
}

function checkLines(text: string): { line: number; message: string } | undefined {
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const control = CONTROL.exec(line)
    if (control) {
      const code = (control[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')
      const name = code === '0000' ? 'a NUL character' : 'an invisible control character'
      return {
        line: i + 1,
        message: `this line holds ${name} (U+${code}), which text never contains: the file was probably saved by a program that does not write plain text, or pasted from one. Delete the character (retype the line if you cannot see it). ${SAVE_AS_UTF8}`,
      }
    }
    const length = line.replace(/\r$/, '').length
    if (length > contentLimits.lineChars) {
      const longer = lines.filter((l) => l.length > contentLimits.lineChars).length - 1
      return {
        line: i + 1,
        message: `this line has ${length.toLocaleString('en-US')} characters, more than the ${contentLimits.lineChars.toLocaleString('en-US')} a line may have${longer ? ` (${longer} more line${longer === 1 ? '' : 's'} below too)` : ''}. Split the paragraph into shorter ones, with a blank line between them.`,
      }
    }
  }
  return undefined
}
