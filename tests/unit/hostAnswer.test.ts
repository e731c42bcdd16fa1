/**
 * `npm start`'s answers (scripts/host/hostAnswer.ts) against the host's documented rules: Cloudflare
 * Pages' "Serving Pages" (route matching, the nearest 404.html) and its redirects file, on a folder laid
 * out as the build lays it out. tests/e2e/hosts.spec.ts holds the real runtime to the same answers.
 */
import { describe, expect, it } from 'vitest'
import { hostAnswer, type HostedFolder } from '../../scripts/host/hostAnswer.ts'
import { parseRedirectsFile } from '../../scripts/host/hostFiles.ts'

const files = new Set([
  'index.html',
  '404.html',
  'contact.html',
  'es.html',
  'es/404.html',
  'es/contacto.html',
  'practice-areas.html',
  'practice-areas/slip-fall.html',
  'admin/index.html',
  'assets/site.css',
])
const folder: HostedFolder = {
  has: (file) => files.has(file),
  redirects: parseRedirectsFile(
    '/areas-served  /areas-we-serve  301\n/areas-served/  /areas-we-serve  301\n/es/*  /es/404.html  404\n',
  ),
}
const answer = (path: string, method = 'GET') => {
  const url = new URL(path, 'http://x')
  return hostAnswer(method, url.pathname, url.search, folder)
}

describe("npm start answers as Cloudflare Pages' rules say", () => {
  it.each([
    ['/', { status: 200, file: 'index.html' }],
    ['/contact', { status: 200, file: 'contact.html' }],
    ['/es', { status: 200, file: 'es.html' }],
    ['/es/contacto', { status: 200, file: 'es/contacto.html' }],
    ['/practice-areas', { status: 200, file: 'practice-areas.html' }],
    ['/practice-areas/slip-fall', { status: 200, file: 'practice-areas/slip-fall.html' }],
    ['/admin/', { status: 200, file: 'admin/index.html' }],
    ['/assets/site.css', { status: 200, file: 'assets/site.css' }],
  ])('%s is served from its file', (path, expected) => expect(answer(path)).toEqual(expected))

  it.each([
    ['/contact/', '/contact'],
    ['/es/', '/es'],
    ['/practice-areas/', '/practice-areas'],
    ['/contact.html', '/contact'],
    ['/es/contacto.html?utm=x', '/es/contacto?utm=x'],
    ['/index.html', '/'],
    ['/admin', '/admin/'],
    ['/admin/index.html', '/admin/'],
    ['/admin/index', '/admin/'],
  ])('%s is one redirect (308) from %s', (path, location) => expect(answer(path)).toEqual({ status: 308, location }))

  it("applies _redirects' plain rules first, for the exact path, keeping the query", () => {
    expect(answer('/areas-served')).toEqual({ status: 301, location: '/areas-we-serve' })
    expect(answer('/areas-served/?from=ad')).toEqual({ status: 301, location: '/areas-we-serve?from=ad' })
    expect(answer('/Areas-Served').status).toBe(404)
  })

  it('answers an unknown address with the nearest not-found page', () => {
    expect(answer('/no-such-page')).toEqual({ status: 404, file: '404.html' })
    expect(answer('/no/such/page/')).toEqual({ status: 404, file: '404.html' })
    expect(answer('/es/no-such-page')).toEqual({ status: 404, file: 'es/404.html' })
    expect(answer('/es/no/such/page')).toEqual({ status: 404, file: 'es/404.html' })
    expect(answer('/contact/more')).toEqual({ status: 404, file: '404.html' })
  })

  it('serves files by their decoded name, and only for GET and HEAD', () => {
    expect(answer('/es/contact%6F')).toEqual({ status: 200, file: 'es/contacto.html' })
    expect(answer('/contact', 'HEAD')).toEqual({ status: 200, file: 'contact.html' })
    expect(answer('/contact', 'POST')).toEqual({ status: 405 })
  })
})

describe("the host's _redirects as Cloudflare reads it", () => {
  it("takes plain 301-308 rules (302 when none is given), the first for a path, and skips Netlify's 404 line and splats", () => {
    const rules = parseRedirectsFile(
      '# old\n/a /b 301\n/a /c 308\n/d /e\n/f/* /g 301\n/es/*  /es/404.html  404\n/h /i 404\n',
    )
    expect([...rules]).toEqual([
      ['/a', { to: '/b', status: 301 }],
      ['/d', { to: '/e', status: 302 }],
    ])
  })
})
