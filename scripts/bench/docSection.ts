/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in a Markdown file. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

export function writeDocSection(file: string, name: string, markdown: string): boolean {
  if (!existsSync(file)) return false
  const text = readFileSync(file, 'utf8')
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) return false
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${markdown.trim()}\n${text.slice(to)}`)
  return true
}
