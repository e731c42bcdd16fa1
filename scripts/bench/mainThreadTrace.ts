/**
 * Reads a Chromium trace (Playwright's `browser.stopTracing()`) of one page load: the renderer
 * main thread's tasks over 50 ms (long tasks, as Lighthouse counts them), their blocking time,
 * and where the main thread's time went (style, layout, paint, parse, script, fonts).
 */

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** Thread (CPU) time, when the trace has it. */
  tdur?: number
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string; url?: string } }
}

export interface MainThreadFigures {
  /** Durations (ms) of the tasks over 50 ms, in the order they ran. */
  longTasks: number[]
  /** Sum over the long tasks of the time past 50 ms. */
  blockingMs: number
  /** Main-thread time per kind of work, ms. */
  breakdown: Record<WorkKind, number>
}

export type WorkKind = 'style' | 'layout' | 'paint' | 'parse' | 'script' | 'other'
export const WORK_KINDS: WorkKind[] = ['style', 'layout', 'paint', 'parse', 'script', 'other']

/** Trace event names per kind of work (Chromium's devtools.timeline names). */
const KIND_OF: Record<string, WorkKind> = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  'Decode Image': 'paint',
  ParseHTML: 'parse',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
]

/** Looks at the page's renderer main thread for `windowMs` from the navigation to `url`. */
export function analyseTrace(json: string, url: string, windowMs: number): MainThreadFigures {
  const events = (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents
  const threadNames = events.filter((e) => e.ph === 'M' && e.name === 'thread_name')
  const main = threadNames.filter((e) => e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`)
  const onMain = (e: TraceEvent) => main.includes(`${e.pid}:${e.tid}`)
  const navigation = events.find(
    (e) =>
      onMain(e) &&
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL === url,
  )
  // Now and then the renderer joins the trace after the navigation began: then the thread that
  // parsed the page counts from its first task.
  const parse = events.find(
    (e) =>
      onMain(e) &&
      e.name === 'ParseHTML' &&
      (e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url === url,
  )
  const anchor = navigation ?? parse
  if (!anchor) throw new Error(`the trace has no navigation to ${url} on a renderer's main thread`)
  const mainThread = `${anchor.pid}:${anchor.tid}`
  const start =
    navigation?.ts ??
    events
      .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === mainThread)
      .reduce((min, e) => Math.min(min, e.ts), Infinity)
  const end = start + windowMs * 1000
  const complete = events.filter(
    (e) => e.ph === 'X' && `${e.pid}:${e.tid}` === mainThread && e.ts >= start && e.ts <= end && e.dur !== undefined,
  )

  const tasks = complete.filter((e) => TASK_NAMES.has(e.name)).sort((a, b) => a.ts - b.ts)
  // Nested RunTask events (a task inside a task) count once: keep only outermost ones.
  const outer: TraceEvent[] = []
  for (const task of tasks) if (!outer.length || task.ts >= outer.at(-1)!.ts + outer.at(-1)!.dur!) outer.push(task)
  const longTasks = outer.map((t) => t.dur! / 1000).filter((ms) => ms > 50)

  const breakdown = Object.fromEntries(WORK_KINDS.map((k) => [k, 0])) as Record<WorkKind, number>
  for (const kind of WORK_KINDS) breakdown[kind] = selfTime(complete.filter((e) => KIND_OF[e.name] === kind))
  const busy = outer.reduce((n, t) => n + t.dur! / 1000, 0)
  breakdown.other = Math.max(0, busy - WORK_KINDS.filter((k) => k !== 'other').reduce((n, k) => n + breakdown[k], 0))
  return { longTasks, blockingMs: longTasks.reduce((n, ms) => n + ms - 50, 0), breakdown }
}

/** Total time covered by the events, counting nested events of the same kind once. */
function selfTime(events: TraceEvent[]): number {
  const sorted = [...events].sort((a, b) => a.ts - b.ts)
  let total = 0
  let coveredUntil = -Infinity
  for (const e of sorted) {
    const from = Math.max(e.ts, coveredUntil)
    const to = e.ts + e.dur!
    if (to > from) total += to - from
    coveredUntil = Math.max(coveredUntil, to)
  }
  return total / 1000
}
