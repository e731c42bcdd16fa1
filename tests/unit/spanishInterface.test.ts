/**
 * The shell and the lead components rendered with the Spanish facts (siteFacts(content, 'es')):
 * every interface word they show is the Spanish one of content/interface.yaml, and none of the
 * English ones is left. Both lists are read from the file, so rewording either language keeps this true.
 */
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'
import type { LeadFormConfig } from '../../lib/content/schema/leadTypes.ts'
import { renderWithFacts } from '../renderWithFacts.ts'
import { englishWords, spanishWords } from '../realInterfaceWords.ts'
import { SkipLinks } from '../../components/layout/SkipLinks.tsx'
import { SiteHeader } from '../../components/layout/SiteHeader.tsx'
import { SiteFooter } from '../../components/layout/SiteFooter.tsx'
import { MobileActionBar } from '../../components/layout/MobileActionBar.tsx'
import { CaseReviewButton } from '../../components/lead/CaseReviewButton.tsx'
import { CaseReviewFormSection } from '../../components/lead/CaseReviewFormSection.tsx'
import { PageFormsProvider } from '../../components/lead/PageForms.tsx'
import { ResultsDisclaimer } from '../../components/blocks/ResultsDisclaimer.tsx'
import { RESULTS_DISCLAIMER, RESULTS_DISCLAIMER_ES } from '../../lib/content/schema/resultsDisclaimer.ts'

const spanish = siteFacts(contentStore(), 'es')
const english = siteFacts(contentStore())

/** The interface's text as HTML shows it: quotes and ampersands escaped, a `{placeholder}` ending a fragment. */
const fragments = (text: string) =>
  text
    .split(/\{\w+\}/)
    .map((part) => part.trim().replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;'))
    .filter((part) => part.length > 2)

/** The text as a whole word or words ("Call", not the start of "Calloway"). */
const asWord = (text: string) => new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u')

/** The keys each rendering shows. */
const shellKeys = [
  'skipToMain',
  'skipToNavigation',
  'mainNavigation',
  'menu',
  'closeMenu',
  'callPhone',
  'callNow',
  'callNowLabel',
  'homeLabel',
  'copyright',
  'attorneyAdvertising',
] as const
const leadKeys = [
  'openButton',
  'firstName',
  'lastName',
  'phone',
  'email',
  'description',
  'honeypot',
  'selectCaseType',
  'caseType',
] as const

const form: LeadFormConfig = {
  name: 'main',
  kind: 'inline',
  title: 'Revisión gratuita del caso',
  submitLabel: 'Obtener revisión gratuita del caso',
  options: [{ value: 'other', label: 'Otro' }],
  defaultCaseType: '',
  caseTypeRequired: true,
  descriptionRows: 3,
  topic: 'caso',
} as LeadFormConfig

/** The page's forms around the element (createElement passes the child apart from the props). */
const PageForms = PageFormsProvider as ComponentType<{ forms: Record<string, LeadFormConfig>; children?: ReactNode }>

function render(element: ReactElement, facts = spanish): string {
  return renderWithFacts(createElement(PageForms, { forms: { main: form } }, element), facts)
}

/** The shell as a page of the facts' language draws it: with that language's site.yaml (its `es:` words on a Spanish page). */
const shell = (facts = spanish) =>
  render(
    createElement(
      'div',
      null,
      createElement(SkipLinks),
      createElement(SiteHeader, { site: facts.site }),
      createElement(SiteFooter, { site: facts.site, buildYear: 2030 }),
      createElement(MobileActionBar, {
        phone: facts.site.phones.tollFree,
        review: { kind: 'link', href: '/es/contacto' },
      }),
    ),
    facts,
  )
const lead = (facts = spanish) =>
  render(
    createElement('div', null, createElement(CaseReviewButton), createElement(CaseReviewFormSection, { form: 'main' })),
    facts,
  )

/** `englishToo`: keys whose English may also show (New York's advertising label stays in the disclaimers, in English). */
function expectWords(html: string, group: 'shell' | 'lead', keys: readonly string[], englishToo: string[] = []) {
  const es = spanishWords[group] as Record<string, string>
  const en = englishWords[group] as Record<string, string>
  for (const key of keys) {
    for (const part of fragments(es[key] ?? '')) expect(html, `${group}.${key} in Spanish`).toContain(part)
    if (en[key] === es[key] || englishToo.includes(key)) continue
    for (const part of fragments(en[key] ?? ''))
      if (!fragments(es[key] ?? '').some((s) => s.includes(part)))
        expect(html, `${group}.${key} left in English`).not.toMatch(asWord(part))
  }
}

describe('Spanish pages', () => {
  it('the facts say Spanish and carry the Spanish words', () => {
    expect(spanish.language).toBe('es')
    expect(spanish.words).toEqual(spanishWords)
    expect(english.language).toBe('en')
    expect(english.words).toEqual(englishWords)
  })

  it('the skip links, header, drawer, footer and call button speak Spanish', () => {
    expectWords(shell(), 'shell', shellKeys, ['attorneyAdvertising'])
  })

  it('the case-review button and inline form speak Spanish, in the page and in the island props', () => {
    const html = lead()
    expectWords(html, 'lead', leadKeys)
    // The form's island carries the Spanish words for the browser's messages.
    expect(html).toContain(`>${spanishWords.lead.firstName}<`)
  })

  it("a form's default heading and send button are the Spanish ones on a Spanish page, the English ones on an English page", () => {
    const content = contentStore()
    const defaulted = (
      pages: {
        file: string
        data: { forms?: Record<string, { title?: string; submitLabel?: string; variant?: string }> }
      }[],
    ) =>
      pages.flatMap((page) =>
        Object.entries(page.data.forms ?? {})
          .filter(([, own]) => !own.variant && own.submitLabel === undefined)
          .map(([name]) => content.leadForms.pageForms.get(page.file)?.[name]),
      )
    const spanishForms = defaulted(content.es.pages)
    const englishForms = defaulted(content.pages)
    expect(spanishForms.length).toBeGreaterThan(0)
    expect(englishForms.length).toBeGreaterThan(0)
    for (const form of spanishForms) expect(form?.submitLabel).toBe(spanishWords.lead.submitLabel)
    for (const form of englishForms) expect(form?.submitLabel).toBe(englishWords.lead.submitLabel)
  })

  it('the results disclaimer is the Spanish sentence', () => {
    const html = render(createElement(ResultsDisclaimer))
    expect(html).toContain(RESULTS_DISCLAIMER_ES)
    expect(html).not.toContain(RESULTS_DISCLAIMER)
  })
})

describe('English pages', () => {
  it('show the English words and not the Spanish ones', () => {
    const html = shell(english) + lead(english)
    for (const part of fragments(englishWords.shell.skipToMain)) expect(html).toContain(part)
    expect(html).toContain(`>${englishWords.lead.firstName}<`)
    expect(html).not.toContain(spanishWords.shell.skipToMain)
    expect(html).not.toContain(spanishWords.lead.lastName)
    // The Spanish advertising label is for Spanish pages only.
    expect(html).not.toContain(spanishWords.shell.attorneyAdvertising)
  })
})
