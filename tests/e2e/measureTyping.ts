/**
 * Keystroke-to-results timing, shared by the /faq browser test and scripts/bench-search.ts:
 * types a query one letter at a time under CPU throttling and times each input event until
 * React has rendered the new results and the browser has laid them out.
 */
import type { Page } from '@playwright/test'

export interface TypingTimes { query: string; times: number[] }

export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}

/** `status` is the results line, which names the query once the results are rendered. */
export async function measureTyping(page: Page, input: string, status: string, query: string): Promise<TypingTimes> {
  const times = await page.evaluate(async ({ input, status, query }) => {
    const field = document.querySelector<HTMLInputElement>(input)!
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    const result: number[] = []
    for (let i = 1; i <= query.length; i++) {
      const typed = query.slice(0, i)
      const start = performance.now()
      setValue.call(field, typed)
      field.dispatchEvent(new Event('input', { bubbles: true }))
      await Promise.resolve() // React renders a discrete event's update in a microtask queued before this one
      // (no named helper functions in here: the test runner's transpiler would wrap them in a helper the page lacks)
      const line = [...document.querySelectorAll<HTMLElement>(status)].find((el) => el.offsetParent !== null)?.textContent ?? ''
      if (!line.includes(`"${typed.trim()}"`)) throw new Error(`results not rendered after "${typed}": ${line}`)
      void document.body.offsetHeight // style and layout of the new results
      result.push(performance.now() - start)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    return result
  }, { input, status, query })
  return { query, times }
}

export function summarize(times: number[]): { median: number; p95: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)! }
}
