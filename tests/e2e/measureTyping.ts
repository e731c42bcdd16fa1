/**
 * Keystroke-to-results timing, shared by the /legal-glossary browser test and scripts/bench-search.ts:
 * types a query one letter at a time and times each input event until the results line names
 * the typed text and the browser has laid the results out (`first`), then until the fuzzy
 * matches have been added too (`complete`: the island marks its results `data-search-settled`).
 * That is wall-clock time, which other processes on a busy machine inflate several-fold;
 * `keystrokeCpu` measures the main thread's CPU time instead, which waiting for the CPU does not.
 */
import type { Page } from '@playwright/test'

export interface TypingTimes {
  first: number[]
  complete: number[]
}

export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}

/** `status` is the results line, which names the query once the results are rendered. */
export async function measureTyping(page: Page, input: string, status: string, query: string): Promise<TypingTimes> {
  return page.evaluate(
    async ({ input, status, query }) => {
      // (no named helper functions in here: the test runner's transpiler would wrap them in a helper the page lacks)
      const field = document.querySelector<HTMLInputElement>(input)!
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      const channel = new MessageChannel()
      const times = { first: [] as number[], complete: [] as number[] }
      for (let i = 1; i <= query.length; i++) {
        const typed = `"${query.slice(0, i).trim()}"`
        const start = performance.now()
        setValue.call(field, query.slice(0, i))
        field.dispatchEvent(new Event('input', { bubbles: true }))
        let first = 0
        for (let polls = 0; polls < 5000; polls++) {
          await Promise.resolve() // React renders a discrete event's update in a microtask queued before this one
          const line = [...document.querySelectorAll<HTMLElement>(status)].find((el) => el.offsetParent !== null)
          const shown = line?.textContent?.includes(typed) ?? false
          const settled = [
            ...document.querySelectorAll<HTMLElement>('[data-island] [data-search-settled="true"]'),
          ].some((el) => el.offsetParent !== null)
          if (shown && !first) {
            void document.body.offsetHeight
            first = performance.now() - start
          }
          if (shown && settled) {
            void document.body.offsetHeight
            break
          }
          await new Promise((resolve) => {
            channel.port2.onmessage = resolve
            channel.port1.postMessage(0)
          })
        }
        times.first.push(first)
        times.complete.push(performance.now() - start)
        await new Promise((resolve) => setTimeout(resolve, 30))
      }
      return times
    },
    { input, status, query },
  )
}

/** p10 is the figure least inflated by other processes on a shared machine. */
export function summarize(times: number[]): { p10: number; median: number; p95: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return { p10: at(0.1), median: at(0.5), p95: at(0.95), max: sorted.at(-1)! }
}

/**
 * Milliseconds of main-thread CPU for script, style and layout (Chrome's thread-time metrics) per
 * keystroke of `query`: the input event and its render (`keystroke`), then its whole frame with the
 * deferred fuzzy matches (`frame`). Times the CPU throttling rate, it estimates the throttled figure
 * on an idle machine; `keystroke` can include the deferred render when it runs before the metric is
 * read, so it errs on the high side.
 */
export async function keystrokeCpu(
  page: Page,
  input: string,
  query: string,
): Promise<{ keystroke: number[]; frame: number[] }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  const work = async () => {
    const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]))
    return ((m.ScriptDuration ?? 0) + (m.RecalcStyleDuration ?? 0) + (m.LayoutDuration ?? 0)) * 1000
  }
  const keystroke: number[] = []
  const frame: number[] = []
  for (let i = 1; i <= query.length; i++) {
    const start = await work()
    await page.evaluate(
      ({ input, value }) => {
        const field = document.querySelector<HTMLInputElement>(input)!
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value)
        field.dispatchEvent(new Event('input', { bubbles: true }))
        void document.body.offsetHeight
      },
      { input, value: query.slice(0, i) },
    )
    keystroke.push((await work()) - start)
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 20)))),
    )
    frame.push((await work()) - start)
  }
  await cdp.detach()
  return { keystroke, frame }
}
