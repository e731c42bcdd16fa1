/**
 * An MDX file cut where gray-matter cuts it (lib/content/read/readEntry.ts): the opening `---`
 * line, the YAML, the closing `---` line, and the body (everything after that line).
 */
export interface FrontmatterFile {
  /** The file's text up to the YAML: `---` and its line break. */
  open: string
  yaml: string
  /** The closing `---` line with its line break. */
  close: string
  body: string
}

export function splitFrontmatter(text: string): FrontmatterFile | undefined {
  const open = /^---\r?\n/.exec(text)?.[0]
  if (!open) return undefined
  const closeAt = text.indexOf('\n---', open.length - 1)
  if (closeAt === -1) return undefined
  const closeEnd = text.indexOf('\n', closeAt + 1)
  const afterClose = closeEnd === -1 ? text.length : closeEnd + 1
  return {
    open,
    yaml: text.slice(open.length, closeAt + 1),
    close: text.slice(closeAt + 1, afterClose),
    body: text.slice(afterClose),
  }
}

/**
 * The body to write: the original when the form's differs only in the blank lines around it
 * (editor widgets trim them), otherwise the form's, inside the original's leading and trailing
 * line breaks (the blank line after `---`, the final newline).
 */
export function bodyToWrite(original: string, fromForm: string): string {
  if (original.trim() === fromForm.trim()) return original
  const leading = /^\s*/.exec(original)?.[0] ?? ''
  const trailing = /\s*$/.exec(original)?.[0] ?? ''
  return `${leading}${fromForm.trim()}${trailing || '\n'}`
}

/**
 * The body as the form shows it: without the blank line after `---` and the file's final line
 * break, which a text box would show as an empty first line and a hidden last one (a Backspace
 * there changed the file). `bodyToWrite` puts the file's own ones back.
 */
export function bodyForForm(body: string): string {
  return body.replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd()
}
