/** The headers dist/client/_headers gives every address (its `/*` block), as the host reads them: name -> value. */
export function siteWideHeaders(file: string): Map<string, string> {
  const headers = new Map<string, string>()
  let inBlock = false
  for (const line of file.split('\n')) {
    if (!line.trim()) continue
    if (!line.startsWith(' ')) {
      inBlock = line.trim() === '/*'
      continue
    }
    const m = /^\s+([\w-]+):\s*(.*)$/.exec(line)
    if (inBlock && m) headers.set(m[1]!.toLowerCase(), m[2]!.trim())
  }
  return headers
}
