/**
 * Text made safe to print as part of one line of a log: a line break becomes `\n` and every other
 * control character (C0, DEL, C1) and the Unicode line and paragraph separators become `\u{...}`.
 * Content can hold such characters (a quoted YAML key `"a\n::error::..."`): printed raw, the text
 * after the break would start a line of its own, which a CI runner reads as a command
 * (`::error`, `::stop-commands::`) and a terminal as an escape sequence.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to escape.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g

export function escapeControls(text: string): string {
  return text.replace(CONTROLS, (c) => (c === '\n' ? '\\n' : `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`))
}
