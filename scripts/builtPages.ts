/**
 * The built pages of dist/client, each read once and, when a check asks for it, parsed once as a
 * browser parses it (parse5): postbuild's checks of the islands (./islandCheck.ts) and of the
 * advertising rules (./advertisingGate.ts) share one reading of a page, and only one page's tree is
 * held at a time. Where each node is written (its line) costs parse5 about twice the time, so a
 * check asks for it only to name a line (`located`); once parsed so, that tree serves every check.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, type DefaultTreeAdapterTypes } from 'parse5'

export type HtmlDocument = DefaultTreeAdapterTypes.Document

export interface BuiltPage {
  /** The file inside the output folder (`contact/index.html`). */
  relative: string
  /** The file as messages name it (from the working folder). */
  file: string
  html: string
  /** The page as a browser reads it, parsed at the first call. */
  document(): HtmlDocument
  /** The same, each node with its line in the page. */
  located(): HtmlDocument
}

export function* builtPages(out: string): Generator<BuiltPage> {
  for (const relative of readdirSync(out, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!relative.endsWith('.html')) continue
    const html = readFileSync(path.join(out, relative), 'utf8')
    let parsed: HtmlDocument | undefined
    let located: HtmlDocument | undefined
    yield {
      relative,
      file: path.relative(process.cwd(), path.join(out, relative)),
      html,
      document: () => {
        parsed ??= located ?? parse(html)
        return parsed
      },
      located: () => {
        located ??= parse(html, { sourceCodeLocationInfo: true })
        return located
      },
    }
  }
}
