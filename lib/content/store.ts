/**
 * The content store: the content folder read, checked and compiled once, kept as one value that
 * the site passes to whatever needs it (`+data`, the head, the site's facts, the search index,
 * postbuild). This is the only module that keeps anything between calls; everything derived from
 * the content is derived from that value (memoised on it), so `resetContent()` clears it all.
 */
import { runPipeline } from './pipeline.ts'
import type { PipelineResult } from './model/content.ts'
import { contentDir } from './read/readContent.ts'
import { compileBody } from './compile/compileBody.ts'
import { diskEntryCache, type EntryCache } from './entryCache.ts'
import { ContentError } from './model/problems.ts'
import type { Content } from './model/content.ts'

export type { Content }

/**
 * Why the read is kept on globalThis and not in a module variable: Vite runs this module more than
 * once in one process (the config's copy, which the content plugin uses to check the content
 * before anything is built; the dev server's page modules; the build's pre-render bundle), and
 * each copy has its own module variables. Keyed on a global symbol, they all share one read, so
 * the content is read, checked and compiled once per process and not once per copy (at 2,000
 * pages, each extra read costs seconds and hundreds of MB: docs/PERFORMANCE.md).
 */
const CACHE = Symbol.for('site.content.cache')
interface StoreState {
  reads: Map<string, PipelineResult>
  /** What each file gave, kept across reads (the dev server reads again after every save). */
  entries: EntryCache | undefined
  /** Set by the dev server only (servePagesDespiteProblems): a build never serves content with a problem. */
  servesDespiteProblems: boolean
}
function state(): StoreState {
  const holder = globalThis as { [CACHE]?: StoreState }
  holder[CACHE] ??= { reads: new Map(), entries: diskEntryCache(), servesDespiteProblems: false }
  return holder[CACHE]
}
const cache = () => state().reads

/**
 * The dev server's choice: pages are served from content that has problems, so that a slip in one
 * file blanks only the pages it concerns; the dev server answers those with the problems instead
 * (scripts/devProblemPage.ts). The build, `npm run check` and the tests never call this.
 */
export function servePagesDespiteProblems(): void {
  state().servesDespiteProblems = true
}

/** The content folder, read once per process, with its problems (the build and the dev server report them). */
export function readContentOnce(dir = contentDir()): PipelineResult {
  let loaded = cache().get(dir)
  if (!loaded) {
    loaded = runPipeline(dir, { compile: compileBody, cache: state().entries })
    cache().set(dir, loaded)
  }
  return loaded
}

/** The checked content; throws a ContentError listing every problem when there is one (in the dev server, only when site.yaml cannot be read). */
export function contentStore(dir = contentDir()): Content {
  const loaded = readContentOnce(dir)
  if (!loaded.site || (loaded.problems.length && !state().servesDespiteProblems))
    throw new ContentError(loaded.problems)
  return loaded as Content
}

/** Forget every read (the dev server calls this when a content file changes): all that was derived goes with it. */
export function resetContent(): void {
  cache().clear()
}
