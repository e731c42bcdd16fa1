/**
 * How large content may be. Well above the real content (the largest file is about 11 KB, the
 * longest line under 600 characters), low enough that the slowest file the checks accept is read
 * in a few seconds. docs/CONTENT.md ("Limits") states them for editors.
 */
export const contentLimits = {
  /** Bytes of one file (.mdx or .yaml). */
  fileBytes: 128 * 1024,
  /** Characters of one line. */
  lineChars: 5_000,
  /** Levels of fields within fields (lists and groups) in a file's YAML. */
  yamlDepth: 16,
} as const

/** 131072 -> "128 KB", for messages. */
export function kilobytes(bytes: number): string {
  return `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`
}
