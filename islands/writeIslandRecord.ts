/**
 * Pre-rendering: adds the page's islands to the build's record (./islandRecord.ts), one JSON line
 * per page (with its content file, for postbuild's messages), for postbuild to check the built HTML
 * against (scripts/islandCheck.ts).
 * The content plugin empties the file when a build starts (scripts/vite-plugin-content.ts).
 */
import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PageContextServer } from 'vike/types'
import { ISLAND_RECORD_FILE, type PageIslands } from './islandRecord.ts'

export function writeIslandRecord(pageContext: PageContextServer): void {
  const islands = pageContext.islands ?? []
  const page: PageIslands = {
    url: pageContext.is404 ? '/404' : pageContext.urlPathname,
    file: pageContext.data && 'file' in pageContext.data ? pageContext.data.file : undefined,
    islands,
  }
  mkdirSync(path.dirname(ISLAND_RECORD_FILE), { recursive: true })
  appendFileSync(ISLAND_RECORD_FILE, `${JSON.stringify(page)}\n`)
}
