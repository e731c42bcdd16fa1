/**
 * Moves large island props out of the HTML (run by scripts/postbuild.ts). An island carries its
 * props as `data-props` (renderer/islands/Island.tsx); the glossary and FAQ islands' props repeat
 * every term and answer the page already shows (34-37 KB), which would make their HTML the
 * heaviest on the site and slow its first paint. Props over PROPS_INLINE_LIMIT characters go to
 * `/assets/island-props-<hash>.json` (cached for a year like every hashed asset), fetched by
 * renderer/islands/hydrateIslands.ts while the island's script loads; small props stay inline.
 */
import { createHash } from 'node:crypto'
import { decodeEntities } from './decodeEntities.ts'

export const PROPS_INLINE_LIMIT = 4096

export interface ExtractedProps {
  html: string
  /** File name under /assets/ -> its JSON text. */
  files: Map<string, string>
}

export function extractIslandProps(html: string): ExtractedProps {
  const files = new Map<string, string>()
  const out = html.replace(/ data-props="([^"]*)"/g, (attribute, value: string) => {
    if (value.length <= PROPS_INLINE_LIMIT) return attribute
    const json = decodeEntities(value)
    const name = `island-props-${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`
    files.set(name, json)
    return ` data-props-src="/assets/${name}"`
  })
  return { html: out, files }
}
