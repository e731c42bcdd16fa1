/** How a page's other addresses reach it on the hosts (scripts/host/): a redirect, or a page when the site links to it. */
import { describe, expect, it } from 'vitest'
import { aliasRedirects } from '../../scripts/host/aliasRedirects.ts'
import { builtHtmlFile } from '../../scripts/host/builtFile.ts'
import { linkedPaths } from '../../scripts/host/linkedPaths.ts'
import { parseHeadersFile, headerRulesFor } from '../../scripts/host/hostFiles.ts'

const pages = [
  { canonical: '/premises-liability', aliases: ['/slip-and-fall-lawyer', '/practice-areas/slip-fall'] },
  { canonical: '/areas-we-serve', aliases: ['/areas-served'] },
  { canonical: '/es/contacto', aliases: ['/es/contactenos'] },
  { canonical: '/faq', aliases: [] },
]

describe('aliasRedirects', () => {
  it('redirects each alias no page links to, with and without its trailing slash, before the Spanish not-found line', () => {
    const { redirected, file } = aliasRedirects(pages, new Set(['/slip-and-fall-lawyer', '/faq']), true)
    expect(redirected).toEqual(['/practice-areas/slip-fall', '/areas-served', '/es/contactenos'])
    expect(file.split('\n')).toEqual([
      '/practice-areas/slip-fall  /premises-liability  301',
      '/practice-areas/slip-fall/  /premises-liability  301',
      '/areas-served  /areas-we-serve  301',
      '/areas-served/  /areas-we-serve  301',
      '/es/contactenos  /es/contacto  301',
      '/es/contactenos/  /es/contacto  301',
      '/es/*  /es/404.html  404',
      '',
    ])
  })

  it('writes nothing when every alias is linked and there is no Spanish not-found page', () => {
    const linked = new Set(pages.flatMap((p) => p.aliases))
    expect(aliasRedirects(pages, linked, false)).toEqual({ redirected: [], file: '' })
  })
})

describe('linkedPaths', () => {
  it("reads the site's own links of a page, without anchor, query or trailing slash", () => {
    const html =
      '<link rel="stylesheet" href="/assets/a.css"><a href="/">Home</a><a class="x" href="/slip-and-fall-lawyer/">Slip</a>' +
      '<a href="/attorneys#jane-doe">Jane</a><A HREF="/faq?x=1">FAQ</A><a href="//evil.example/x">x</a>' +
      '<a href="https://www.example.com/contact">abs</a><p>href="/not-a-link"</p><a data-href="/nope" href="/contact">c</a>'
    expect(linkedPaths(html)).toEqual(['/', '/slip-and-fall-lawyer', '/attorneys', '/faq', '/contact'])
  })
})

describe('builtHtmlFile', () => {
  it('names the file each address is written to', () => {
    expect(['/', '/contact', '/es', '/es/contacto', '/practice-areas/slip-fall', '/faq/'].map(builtHtmlFile)).toEqual([
      'index.html',
      'contact.html',
      'es.html',
      'es/contacto.html',
      'practice-areas/slip-fall.html',
      'faq.html',
    ])
  })
})

describe('_headers as the host reads it', () => {
  it('applies every matching rule in order: /* everywhere, /admin/* below /admin/ only, a path without * only to itself', () => {
    const rules = parseHeadersFile('/*\n  A: 1\n\n/admin/*\n  ! A\n  A: 2\n\n/robots.txt\n  B: 3\n')
    const names = (p: string) => headerRulesFor(rules, p).map((r) => `${r.prefix}${r.splat ? '*' : ''}`)
    expect(names('/admin/')).toEqual(['/*', '/admin/*'])
    expect(names('/admin')).toEqual(['/*'])
    expect(names('/robots.txt')).toEqual(['/*', '/robots.txt'])
    expect(names('/robots.txt/x')).toEqual(['/*'])
    expect(headerRulesFor(rules, '/admin/')[1]).toEqual({
      prefix: '/admin/',
      splat: true,
      detach: ['A'],
      set: [['A', '2']],
    })
  })
})
