/**
 * Finds the 1-based line of a key or list item in block-style YAML, so a schema error
 * points at the line the editor must change. When the path cannot be followed all the
 * way (a missing key), it returns the line of the deepest parent found.
 */
export function findYamlLine(yaml: string, path: readonly PropertyKey[]): number {
  const lines = yaml.split('\n')
  const indentOf = (line: string) => line.search(/\S/)
  const isBlank = (line: string) => indentOf(line) === -1 || line.trimStart().startsWith('#')

  let start = 0 // first line of the current block (inclusive)
  let parentIndent = -1
  let best = 0
  for (const segment of path) {
    let hit = -1
    let nextIndent = parentIndent
    let itemIndent = -1
    for (let i = start; i < lines.length; i++) {
      const line = lines[i] ?? ''
      if (isBlank(line)) continue
      const ind = indentOf(line)
      if (i > start && ind <= parentIndent) break
      if (typeof segment === 'number') {
        if (/^\s*\w[\w-]*\s*:\s*\[/.test(line) && i === start) {
          hit = i
          break
        } // inline list
        if (!line.trimStart().startsWith('- ')) continue
        if (itemIndent === -1) itemIndent = ind
        if (ind !== itemIndent) continue
        let index = 0
        for (let j = start; j < i; j++) {
          const l = lines[j] ?? ''
          if (!isBlank(l) && indentOf(l) === ind && l.trimStart().startsWith('- ')) index++
        }
        if (index === segment) {
          hit = i
          nextIndent = ind
          break
        }
      } else {
        const body = line.trimStart().startsWith('- ') ? line.trimStart().slice(2) : line.trimStart()
        const keyIndent = line.length - body.length
        if (keyIndent > parentIndent && body.startsWith(`${String(segment)}:`)) {
          hit = i
          nextIndent = keyIndent
          break
        }
      }
    }
    if (hit === -1) break
    best = hit + 1
    parentIndent = nextIndent
    start = typeof segment === 'number' ? hit : hit + 1
    if (typeof segment === 'number') parentIndent = nextIndent // keys of the item sit deeper than its dash
  }
  return best || 1
}
