/**
 * The security headers of every response, written to dist/client/_headers for the host and
 * sent by `npm start`. `leadOrigin` is the only place scripts may send data to; the video
 * host is the only frame. Scripts come from the site's own files only: no inline script, no hash
 * (postbuild stops a build whose HTML has one).
 */
import { VIDEO_ORIGIN } from '../lib/videoOrigin.ts'

export { VIDEO_ORIGIN }

export function securityHeaders(leadOrigin: string): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${leadOrigin}`,
    `frame-src ${VIDEO_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ]
  const local = /^http:\/\/(localhost|127\.0\.0\.1)/.test(leadOrigin)
  return {
    'Content-Security-Policy': (local ? csp.filter((d) => d !== 'upgrade-insecure-requests') : csp).join('; '),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** Netlify / Cloudflare Pages `_headers` format. */
export function headersFile(headers: Record<string, string>): string {
  const lines = [
    '/*',
    ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`),
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ]
  return lines.join('\n')
}
