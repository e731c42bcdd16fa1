/** One Lighthouse mobile run (the default config: Moto G Power emulation, simulated slow 4G) reduced to the figures we track. */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import lighthouse from 'lighthouse'

export interface LighthouseFigures {
  path: string
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  lcpMs: number
  tbtMs: number
  cls: number
  jsGzip: number
  cssGzip: number
  /** Audits that cost points: `id (score)`. */
  lost: string[]
}

export async function runLighthouse(origin: string, pagePath: string, chromePort: number): Promise<LighthouseFigures> {
  const result = await lighthouse(`${origin}${pagePath}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${pagePath}: ${lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
      ?.items ?? []
  const gzipOf = (type: string) =>
    requests
      .filter((r) => r.resourceType === type && r.url.startsWith(origin))
      .reduce((n, r) => n + gzipSize(new URL(r.url).pathname), 0)
  const weighted = new Set(
    Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((a) => a.weight > 0).map((a) => a.id)),
  )
  const lost = Object.values(lhr.audits)
    .filter(
      (a) =>
        weighted.has(a.id) &&
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => `${a.id} (${Math.round((a.score ?? 0) * 100)}${a.displayValue ? `, ${a.displayValue}` : ''})`)
  return {
    path: pagePath,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsGzip: gzipOf('Script'),
    cssGzip: gzipOf('Stylesheet'),
    lost,
  }
}

function gzipSize(urlPath: string): number {
  try {
    return gzipSync(readFileSync(path.join('dist/client', decodeURIComponent(urlPath)))).length
  } catch {
    return 0
  }
}
