/**
 * The security headers the host sends with every page, as dist/client/_headers writes them: a
 * strict Content-Security-Policy (scripts and styles from the site's own files only, the lead
 * endpoint the only place to send data, the video host the only frame) and the other headers.
 * That the local server sends the same is tests/e2e/csp-headers.spec.ts's.
 */
import { expect, it } from 'vitest'
import { VIDEO_ORIGIN } from '../../scripts/securityHeaders.ts'
import { cspDirectives } from '../e2e/cspDirectives.ts'
import { siteWideHeaders } from '../e2e/headersFile.ts'
import { RECORDER_URL } from '../e2e/ports.ts'
import { readBuiltFile } from './builtSite.ts'

const headers = siteWideHeaders(readBuiltFile('_headers'))

it('every page gets a strict Content-Security-Policy', () => {
  const csp = cspDirectives(headers.get('content-security-policy') ?? '')
  expect(csp.get('script-src'), 'script-src: self only (no hashes, unsafe-inline, unsafe-eval, hosts)').toEqual([
    "'self'",
  ])
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
})

it('every page gets the other security headers', () => {
  expect(headers.get('strict-transport-security')).toMatch(
    /max-age=(3153[6-9]\d{3}|[4-9]\d{7}|\d{9,}); includeSubDomains/,
  )
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
})
