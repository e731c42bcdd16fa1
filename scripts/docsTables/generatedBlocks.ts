/**
 * The blocks of a Markdown file that code writes: each between `<!-- generated: <name> ... -->` and
 * `<!-- end generated -->` on lines of their own. Rewrites the text between the markers and nothing
 * else; a marker without its end, a name no generator has, or a generator whose marker is missing is
 * an error naming the file's line.
 */
const START = /^<!-- generated: ([a-z][a-z -]*?)(?: \(.*\))? -->$/
const END = '<!-- end generated -->'

export function rewriteGenerated(text: string, generators: Record<string, () => string>, file: string): string {
  const lines = text.split('\n')
  const out: string[] = []
  const written = new Set<string>()
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    out.push(line)
    const name = START.exec(line.trim())?.[1]
    if (name === undefined) continue
    const generate = generators[name]
    if (!generate)
      throw new Error(
        `${file}:${i + 1}: no generator writes \`${name}\`: use one of ${Object.keys(generators).join(', ')}`,
      )
    const end = lines.findIndex((candidate, at) => at > i && candidate.trim() === END)
    if (end < 0) throw new Error(`${file}:${i + 1}: \`<!-- generated: ${name} -->\` has no \`${END}\` after it`)
    out.push(generate(), END)
    written.add(name)
    i = end
  }
  const missing = Object.keys(generators).filter((name) => !written.has(name))
  if (missing.length)
    throw new Error(
      `${file} has no \`<!-- generated: ${missing[0]} -->\` ... \`${END}\` block: add one where its table goes`,
    )
  return out.join('\n')
}
