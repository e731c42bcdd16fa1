/**
 * How large content may be. Well above the real content (the largest file is about 11 KB, the
 * longest line under 600 characters), low enough that the slowest file the checks accept is read
 * in a few seconds: the Markdown parser's work grows with the square of a paragraph's length and
 * with the product of lines and nesting, so those are bounded too. docs/CONTENT.md ("Limits")
 * states them for editors.
 */
export const contentLimits = {
  /** Bytes of one file (.mdx or .yaml). */
  fileBytes: 128 * 1024,
  /** Characters of one line. */
  lineChars: 5_000,
  /** Characters of one paragraph of a page (lines with no blank line between them; the longest is about 1,700). */
  paragraphChars: 20_000,
  /** Quotes (`>`) and lists inside each other that one line of a page may open (the deepest line opens 4). */
  markdownLevels: 16,
  /** Blocks inside blocks in a page (components, lists, quotes, emphasis...). */
  mdxDepth: 64,
  /** Levels of fields within fields (lists and groups) in a file's YAML. */
  yamlDepth: 16,
} as const

/** 131072 -> "128 KB", for messages. */
export function kilobytes(bytes: number): string {
  return `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`
}
