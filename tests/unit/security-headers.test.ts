import { readEnvSettings } from '../../lib/content/settings.ts'
import { describe, expect, it } from 'vitest'
import { securityHeaders, headersFile, VIDEO_ORIGIN } from '../../scripts/securityHeaders.ts'
import { inlineScripts } from '../../scripts/inlineScripts.ts'

const policy = (headers: Record<string, string>) =>
  new Map(
    (headers['Content-Security-Policy'] ?? '').split('; ').map((d) => {
      const [name, ...v] = d.split(' ')
      return [name!, v.join(' ')]
    }),
  )

describe('the production security headers', () => {
  // The origin the default lead call (v3) goes to: connect-src follows LEAD_API and LEAD_ENDPOINT.
  const headers = securityHeaders(readEnvSettings({}).leadEndpoint!)
  const csp = policy(headers)

  it("let scripts come from the site's own files only: no hash, no inline script", () => {
    expect(csp.get('script-src')).toBe("'self'")
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-(inline|eval)/)
  })
  it('send data only to the site and the lead endpoint, frame only the video host', () => {
    expect(csp.get('connect-src')).toBe("'self' https://api.hsforms.com")
    expect(policy(securityHeaders(readEnvSettings({ LEAD_API: 'v2' }).leadEndpoint!)).get('connect-src')).toBe(
      "'self' https://forms.hubspot.com",
    )
    expect(csp.get('frame-src')).toBe(VIDEO_ORIGIN)
    expect(csp.get('form-action')).toBe("'self'")
  })
  it('close the remaining doors', () => {
    expect(csp.get('style-src')).toBe("'self'")
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('base-uri')).toBe("'self'")
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(csp.has('upgrade-insecure-requests')).toBe(true)
  })
  it('carry HSTS, nosniff, the referrer and permissions policies', () => {
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
  })
  it('are written for every path of the host, with long caching for hashed assets', () => {
    const file = headersFile(headers)
    expect(file.startsWith('/*\n  Content-Security-Policy: ')).toBe(true)
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
  })
})

describe('inline scripts in built HTML (postbuild stops the build on any)', () => {
  it('finds a script without src, whatever its case or type', () => {
    expect(inlineScripts('<p>x</p><script>alert(1)</script>')).toHaveLength(1)
    expect(inlineScripts('<SCRIPT type="module">import("/x")</SCRIPT >')).toHaveLength(1)
    expect(inlineScripts('<script type="application/json">{"a":1}</script>')).toHaveLength(1)
  })
  it('lets JSON-LD and scripts loaded from a file through', () => {
    expect(
      inlineScripts(
        '<script type="application/ld+json">{"@type":"LegalService"}</script><script type="module" src="/assets/a.js"></script>',
      ),
    ).toEqual([])
  })
})
