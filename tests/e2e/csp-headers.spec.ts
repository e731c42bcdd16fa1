/** The security headers of every response are strict (the host sends the same, from dist/client/_headers). */
import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { VIDEO_ORIGIN } from '../../scripts/securityHeaders.ts'
import { RECORDER_URL } from './ports.ts'
import { cspDirectives as directives } from './cspDirectives.ts'
import { pageOfEachKind } from './pageOfEachKind.ts'

// The home page, a page with interactive parts and one without (./pageOfEachKind.ts), and the not-found page.
const kinds = pageOfEachKind()
const paths = [
  '/',
  kinds['page with the case-review dialog'],
  kinds['page without interactive parts'],
  '/no-such-page-for-headers',
]
for (const path of new Set(paths.filter((p) => p !== undefined))) {
  test(`${path} is sent with a strict Content-Security-Policy and the security headers`, async ({ request }) => {
    const headers = (await request.get(path)).headers()
    const csp = directives(headers['content-security-policy'] ?? '')
    const scriptSrc = csp.get('script-src') ?? []
    expect(scriptSrc[0], 'script-src starts with self').toBe("'self'")
    expect(scriptSrc, 'script-src: self only (no hashes, unsafe-inline, unsafe-eval, hosts)').toEqual(["'self'"])
    expect(csp.get('default-src'), 'default-src: self only').toEqual(["'self'"])
    expect(
      csp.get('style-src'),
      'style-src: self only: the stylesheet file, no inline styles (not even by hash with unsafe-hashes)',
    ).toEqual(["'self'"])
    expect(csp.get('object-src'), 'object-src: none').toEqual(["'none'"])
    expect(csp.get('base-uri'), 'base-uri: self').toEqual(["'self'"])
    expect(csp.get('frame-ancestors'), 'frame-ancestors: none (no framing of the site)').toEqual(["'none'"])
    expect(csp.get('form-action'), 'form-action: self').toEqual(["'self'"])
    expect(csp.get('connect-src'), 'connect-src: the site and the lead endpoint only').toEqual(["'self'", RECORDER_URL])
    expect(csp.get('frame-src'), 'frame-src: the video host only').toEqual([VIDEO_ORIGIN])
    expect(headers['strict-transport-security']).toMatch(
      /max-age=(3153[6-9]\d{3}|[4-9]\d{7}|\d{9,}); includeSubDomains/,
    )
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
  })
}

test('_headers, the file the host reads, holds the same policy as the responses', async ({ request }) => {
  const file = readFileSync('dist/client/_headers', 'utf8')
  const served = (await request.get('/')).headers()['content-security-policy']
  expect(file).toContain(`Content-Security-Policy: ${served}`)
})
