import { describe, expect, it } from 'vitest'
import { editorHeaders, editorHeadersBlock, GITHUB_API, GITHUB_AVATARS } from '../../../scripts/editorHeaders.ts'
import { securityHeaders } from '../../../scripts/securityHeaders.ts'

const policy = (csp: string) =>
  new Map(
    csp.split('; ').map((d) => {
      const [name, ...v] = d.split(' ')
      return [name!, v.join(' ')]
    }),
  )

describe("the /admin/ editor's headers", () => {
  it("loosen the site's policy only where Decap needs it", () => {
    const csp = policy(editorHeaders(GITHUB_API)['Content-Security-Policy']!)
    expect(csp.get('script-src')).toBe("'self' 'unsafe-eval'")
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'")
    expect(csp.get('connect-src')).toBe(`'self' ${GITHUB_API} blob:`)
    expect(csp.get('img-src')).toBe(`'self' data: blob: ${GITHUB_AVATARS}`)
    for (const [name, value] of [
      ['object-src', "'none'"],
      ['frame-ancestors', "'none'"],
      ['frame-src', "'none'"],
      ['base-uri', "'self'"],
      ['form-action', "'self'"],
    ])
      expect(csp.get(name!)).toBe(value)
    expect(policy(editorHeaders('http://localhost:8081')['Content-Security-Policy']!).get('connect-src')).toBe(
      "'self' http://localhost:8081 blob:",
    )
  })
  it('keep the editor out of search engines and let the GitHub login popup report back', () => {
    const headers = editorHeaders(GITHUB_API)
    expect(headers['X-Robots-Tag']).toBe('noindex, nofollow')
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups')
  })
  it("detach the site's headers they replace before setting their own", () => {
    const block = editorHeadersBlock(editorHeaders(GITHUB_API), Object.keys(securityHeaders('https://api.hsforms.com')))
    expect(block.split('\n').slice(0, 3)).toEqual([
      '/admin/*',
      '  ! Content-Security-Policy',
      '  ! Cross-Origin-Opener-Policy',
    ])
    expect(block).toContain("  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'")
    expect(block).not.toContain('! Strict-Transport-Security')
  })
})
