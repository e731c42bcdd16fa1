import { describe, expect, it } from 'vitest'
import { analyseTrace } from '../../scripts/bench/mainThreadTrace.ts'

const URL = 'http://localhost:1234/privacy-policy'
const MAIN = { pid: 7, tid: 7 }
const OTHER = { pid: 9, tid: 9 }

/** A trace in Chromium's JSON format: `ts` and `dur` in ms here, microseconds in the file. */
function trace(
  events: {
    name: string
    at: number
    ms?: number
    thread?: { pid: number; tid: number }
    args?: object
    ph?: string
  }[],
): string {
  return JSON.stringify({
    traceEvents: [
      { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', ...OTHER, ts: 0, args: { name: 'CrRendererMain' } },
      ...events.map((e) => ({
        name: e.name,
        ph: e.ph ?? 'X',
        ...(e.thread ?? MAIN),
        ts: e.at * 1000,
        ...(e.ms === undefined ? {} : { dur: e.ms * 1000 }),
        args: e.args ?? {},
      })),
    ],
  })
}

const navigation = {
  name: 'navigationStart',
  ph: 'R',
  at: 100,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: URL } },
}

describe('the main-thread benchmark reading a trace', () => {
  it('counts outermost tasks over 50 ms after the navigation, and the blocking time past 50 ms of each', () => {
    const figures = analyseTrace(
      trace([
        { name: 'RunTask', at: 10, ms: 400 }, // before the navigation: not counted
        navigation,
        { name: 'RunTask', at: 200, ms: 120 },
        { name: 'ThreadControllerImpl::RunTask', at: 201, ms: 118 }, // nested in the one above: counted once
        { name: 'UpdateLayoutTree', at: 205, ms: 30 },
        { name: 'Layout', at: 240, ms: 70 },
        { name: 'RunTask', at: 400, ms: 40 }, // short
        { name: 'RunTask', at: 500, ms: 60 },
        { name: 'EvaluateScript', at: 505, ms: 50 },
        { name: 'RunTask', at: 600, ms: 300, thread: OTHER }, // another renderer: not this page
      ]),
      URL,
      5000,
    )
    expect(figures.longTasks).toEqual([120, 60])
    expect(figures.blockingMs).toBe(80)
    expect(figures.breakdown).toMatchObject({ style: 30, layout: 70, script: 50, paint: 0 })
    expect(figures.breakdown.other).toBe(120 + 40 + 60 - 30 - 70 - 50)
  })

  it('stops at the end of the window', () => {
    const figures = analyseTrace(
      trace([navigation, { name: 'RunTask', at: 200, ms: 90 }, { name: 'RunTask', at: 2000, ms: 90 }]),
      URL,
      1000,
    )
    expect(figures.longTasks).toEqual([90])
  })

  it('without the navigation event, starts at the first task of the thread that parsed the page', () => {
    const figures = analyseTrace(
      trace([
        { name: 'RunTask', at: 300, ms: 80 },
        { name: 'ParseHTML', at: 310, ms: 10, args: { beginData: { url: URL } } },
        { name: 'RunTask', at: 300, ms: 500, thread: OTHER },
      ]),
      URL,
      5000,
    )
    expect(figures.longTasks).toEqual([80])
  })

  it('says so when the trace has no trace of the page', () => {
    expect(() => analyseTrace(trace([{ name: 'RunTask', at: 300, ms: 80 }]), URL, 5000)).toThrow(
      /no navigation to http:\/\/localhost:1234\/privacy-policy/,
    )
  })
})
