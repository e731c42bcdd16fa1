/**
 * Records, from the first script of the page on, every Content-Security-Policy violation
 * (`securitypolicyviolation` events) and every console error or uncaught exception.
 */
import type { Page } from '@playwright/test'
import { VIDEO_ORIGIN } from '../../scripts/securityHeaders.ts'

interface Violation {
  directive: string
  blocked: string
  source: string
  line: number
  sample: string
}
type Recorded = Window & { cspViolations_?: Violation[] }

/** `notFoundUrl`: the address of a page expected to answer 404 (its own load is not an error). */
export async function watchPolicy(page: Page, { notFoundUrl = '' } = {}) {
  await page.addInitScript(() => {
    const w = window as Recorded
    w.cspViolations_ = []
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations_!.push({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
        line: e.lineNumber,
        sample: e.sample,
      })
    })
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`uncaught ${error.name}: ${error.message}`))
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    const at = msg.location().url
    // Offline, the video host cannot be reached: only its failed loads are expected.
    if (at.startsWith(VIDEO_ORIGIN) && /Failed to load resource|net::ERR_/.test(msg.text())) return
    if (notFoundUrl && at === notFoundUrl && /status of 404/.test(msg.text())) return
    errors.push(`${msg.text()}${at ? ` (${at})` : ''}`)
  })
  return {
    async violations(): Promise<string[]> {
      const list = await page.evaluate(() => (window as Recorded).cspViolations_ ?? [])
      return list.map(
        (v) =>
          `${v.directive} blocked ${v.blocked || '(inline)'}${v.source ? ` in ${v.source}:${v.line}` : ''}${v.sample ? ` "${v.sample}"` : ''}`,
      )
    },
    errors,
  }
}
