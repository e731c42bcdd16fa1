/**
 * The firm's facts a page's file names, as the built page shows them (site.yaml, both languages):
 * each `<PhoneLink line="..." />` as a call link with that number, tagged for call tracking; each
 * `<Email kind="..." />` as a mail link; each `<OfficeAddress office="..." />` as the office's
 * address. And the legal texts (`<LegalText>`): the firm's name, and a table of contents that
 * lists the page's sections in order.
 */
import { describe, expect, it } from 'vitest'
import { addressLine } from '../../components/firm/PostalAddress.tsx'
import { contentStore } from '../../lib/content/store.ts'
import { englishWords, spanishWords } from '../realInterfaceWords.ts'
import { publishedPages, readBuiltPage } from './builtSite.ts'
import { attr, text } from './dom.ts'
import { byRole } from './roles.ts'
import { select, selectAll } from './select.ts'

const site = contentStore().site
type Line = keyof typeof site.phones
type EmailKind = keyof typeof site.emails

/** The values of `attribute` in each self-closing `<Component ... />` of the body ('' when left out). */
const uses = (body: string, component: string, attribute: string) =>
  [...body.matchAll(new RegExp(`<${component}\\b([^>]*?)/>`, 'g'))].map(
    (m) => new RegExp(`\\b${attribute}="([^"]+)"`).exec(m[1]!)?.[1] ?? '',
  )

for (const ref of publishedPages()) {
  // An attorney's page has no content page behind it (tests/built/attorney-pages.test.ts).
  const entry = ref.entry
  if (!entry) continue
  const lines = uses(entry.body, 'PhoneLink', 'line').map((l) => (l || 'tollFree') as Line)
  const emails = uses(entry.body, 'Email', 'kind').map((k) => (k || 'info') as EmailKind)
  const legal = entry.analysis.components.has('LegalText')
  if (!lines.length && !emails.length && !entry.analysis.officeRefs.length && !legal) continue

  describe(ref.url, () => {
    const main = () => select(readBuiltPage(ref).document, 'main')!

    it('shows the phones, e-mail addresses and offices its file names, from site.yaml', () => {
      for (const line of new Set(lines)) {
        const phone = site.phones[line]!
        const links = selectAll(main(), `a[href="tel:${phone.tel}"][data-call-tracking]`)
        expect(links.map(text), `<PhoneLink line="${line}" />`).toContain(phone.display)
      }
      for (const kind of new Set(emails)) {
        const links = selectAll(main(), `a[href="mailto:${site.emails[kind]}"]`)
        expect(links.map(text), `<Email kind="${kind}" />`).toContain(site.emails[kind])
      }
      for (const { office } of entry.analysis.officeRefs)
        expect(text(main()), `<OfficeAddress office="${office}" />`).toContain(
          addressLine(site.offices.find((o) => o.id === office)!),
        )
    })

    it.runIf(legal)('names the firm, and lists its sections in a table of contents that links to each', () => {
      expect(text(main())).toContain(site.name)
      const onThisPage = (ref.language === 'es' ? spanishWords : englishWords).shell.onThisPage
      const [toc] = byRole(readBuiltPage(ref).document, 'navigation', { name: onThisPage, exact: true })
      expect(toc, `a table of contents named "${onThisPage}"`).toBeDefined()
      const links = selectAll(toc!, 'a')
      const sections = selectAll(main(), 'h2').filter((h) => !toc || !selectAll(toc, 'h2').includes(h))
      expect(links.map(text)).toEqual(sections.map(text))
      expect(links.map((a) => attr(a, 'href'))).toEqual(sections.map((h) => `#${attr(h, 'id')}`))
    })
  })
}
