/** The one URL rule on its own: what each kind of address field lets through, and spellings that must not slip by. */
import { describe, expect, it } from 'vitest'
import { urlProblem, type UrlKind } from '../../lib/content/schema/urlRule.ts'

const allowed: Record<UrlKind, string[]> = {
  link: [
    '/',
    '/contact',
    '/contact#case-review',
    '#case-review',
    '/search?q=a&b=c',
    'https://www.example.com/a?b=c',
    'HTTPS://www.example.com',
    'mailto:info@example.com?subject=Free review',
    'tel:+12125550187',
  ],
  internal: ['/', '/images/logo.svg', '/contact#case-review'],
  https: ['https://www.facebook.com/example', 'https://www.example.com'],
}

const refused: Record<UrlKind, string[]> = {
  link: [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6a;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.com',
    'ftp://example.com',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/../etc',
    '/a/%2e%2e/b',
    '/a/.%2E/b',
    '/a/..%2fb',
    '/./favicon.svg',
    '/images/%2e/logo.svg',
    'contact',
    'www.example.com',
    ' /contact',
    '/contact\n',
  ],
  internal: ['https://www.example.com/logo.svg', '#top', 'images/logo.svg', '//evil.example/logo.svg', 'mailto:a@b.c'],
  https: ['/about', 'http://www.facebook.com/x', '//www.facebook.com/x', 'https:/x', 'tel:+12125550187'],
}

describe('urlProblem', () => {
  for (const [kind, urls] of Object.entries(allowed) as [UrlKind, string[]][])
    it.each(urls)(`lets %j through as a ${kind} address`, (url) => expect(urlProblem(url, kind)).toBeUndefined())
  for (const [kind, urls] of Object.entries(refused) as [UrlKind, string[]][])
    it.each(urls)(`refuses %j as a ${kind} address`, (url) => expect(urlProblem(url, kind)).toEqual(expect.any(String)))
  it('leaves an empty address to the field its own checks', () => {
    expect(urlProblem('')).toBeUndefined()
  })
})
