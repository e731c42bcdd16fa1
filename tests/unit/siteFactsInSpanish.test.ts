/**
 * The Spanish pages' facts (`siteFacts(content, 'es')`, written once over lib/content/localize.ts's
 * Spanish view of the content) on the real content: every expectation is derived from the content files, so a
 * correct content change keeps this green, one that adds an English entry before its Spanish file
 * too (a warning: meanwhile the Spanish lists leave an FAQ entry or term out, an attorney shows in English).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { attorneysInOrder, faqList, findEntryByFile } from '../../lib/content/entries.ts'
import { isSpanishPath } from '../../lib/content/schema/sitePath.ts'
import { faqLists } from '../../lib/content/schema/collections.ts'
import { leadFormDefaults } from '../../lib/content/schema/leadForm.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'

const content = () => contentStore()
const facts = () => siteFacts(content(), 'es')
const spanishWords = () => content().site.es!
/** The English entries of a collection that a Spanish file names. */
const translatedSlugs = (collection: 'faq' | 'glossary') =>
  new Set(content().es[collection].map((t) => t.data.translationOf))

describe('the Spanish site facts', () => {
  // The first read of the content compiles every body.
  beforeAll(() => void contentStore(), 180_000)

  it('are built once per read of the content, and leave the English facts as they were', () => {
    expect(facts()).toBe(siteFacts(content(), 'es'))
    expect(facts()).not.toBe(siteFacts(content()))
    expect(siteFacts(content()).site).toBe(content().site)
    expect(siteFacts(content()).site.navigation[0]!.href).not.toMatch(/^\/es/)
  })

  it('show every English attorney with the same name and extension, their Spanish words and Spanish bio', () => {
    const english = attorneysInOrder(content())
    const spanish = facts().attorneys
    expect(spanish.map((a) => [a.data.name, a.data.extension, a.anchor])).toEqual(
      english.map((a) => [a.data.name, a.data.extension, a.anchor]),
    )
    for (const [i, attorney] of spanish.entries()) {
      const translation = content().es.attorneys.find((t) => t.data.translationOf === english[i]!.slug)
      // Not translated yet: shown in English, with the English bio.
      if (!translation) {
        expect([attorney.file, attorney.data]).toEqual([english[i]!.file, english[i]!.data])
        continue
      }
      expect(attorney.file).toBe(translation.file)
      expect(attorney.data.title).toBe(translation.data.title)
      expect(attorney.data.focusAreas).toEqual(translation.data.focusAreas)
      expect(findEntryByFile(content(), attorney.file)?.compiled).toEqual(expect.any(String))
    }
    expect(facts().attorneysPage).toSatisfy(isSpanishPath)
  })

  it('list every FAQ list with the English questions that have their Spanish file, in Spanish', () => {
    for (const list of faqLists) {
      const translated = faqList(content(), list).filter((f) => translatedSlugs('faq').has(f.slug))
      expect(facts().faq[list].map((item) => item.slug)).toEqual(
        translated.map((f) => content().es.faq.find((t) => t.data.translationOf === f.slug)!.slug),
      )
      for (const item of facts().faq[list]) expect(item.question).toMatch(/^¿/)
    }
  })

  it('sort the Spanish glossary by Spanish collation, with Spanish category labels and related terms', () => {
    const { terms, faq, categories } = facts().glossary
    const spanishOrder = new Intl.Collator('es').compare
    expect(terms.map((t) => t.term)).toEqual(terms.map((t) => t.term).sort(spanishOrder))
    expect(faq.map((t) => t.term)).toEqual(faq.map((t) => t.term).sort(spanishOrder))
    const translated = siteFacts(content()).glossary.terms.filter((t) => translatedSlugs('glossary').has(t.slug))
    expect(terms).toHaveLength(translated.length)
    const english = new Set(content().glossaryCategories.categories)
    const labels = [...content().glossaryCategories.spanish.values()]
    expect(categories).toEqual(labels)
    for (const category of categories) expect(english.has(category)).toBe(false)
    const slugs = new Set(terms.map((t) => t.slug))
    for (const term of terms) {
      expect(categories).toContain(term.category)
      for (const related of term.related) expect(slugs.has(related.slug)).toBe(true)
      for (const area of term.practiceAreas) expect(area.path).toSatisfy(isSpanishPath)
    }
  })

  it('lay the Spanish words of site.yaml over the facts, with Spanish links', () => {
    const site = facts().site
    expect(site.navigation).toEqual(spanishWords().navigation)
    expect(site.footer.disclaimers[0]).toBe(
      'Publicidad de abogados. Los resultados anteriores no garantizan un resultado similar.',
    )
    expect(site.notFound.homeLink.href).toBe('/es')
    expect(site.notFound.contactLink.href).toBe('/es/contacto')
    for (const link of [...site.navigation, ...site.footer.groups.flatMap((g) => g.links)])
      expect(link.href).toSatisfy(isSpanishPath)
    // The facts stay the English file's: phones, addresses.
    expect(site.phones).toBe(content().site.phones)
    expect(site.offices.map((o) => [o.id, o.street, o.hours.length])).toEqual(
      content().site.offices.map((o) => [o.id, o.street, o.hours.length]),
    )
  })

  it('give the forms their Spanish notice, privacy link and thanks', () => {
    const { lead } = facts()
    expect(lead.notice.privacy.href).toBe('/es/politica-de-privacidad')
    expect(lead.thanks).toContain('{topic}')
    expect(lead.thanks).toBe(content().leadFormsFile.read!.data.es!.thanks)
  })

  it('show places and practice areas in Spanish, linking to Spanish pages', () => {
    const { places, practiceAreas } = facts()
    expect(practiceAreas.map((a) => a.id)).toEqual(content().practiceAreas.areas.map((a) => a.id))
    for (const area of practiceAreas) expect(area.path).toSatisfy(isSpanishPath)
    content().places.regions.forEach((region, i) => {
      const spanish = places.regions[i]!
      expect(spanish.name).toBe(region.es?.name ?? region.name)
      if (region.page) expect(spanish.page).toSatisfy(isSpanishPath)
      if (region.card) expect(spanish.card?.description).toBe(region.es?.card?.description)
      expect(spanish.communities).toEqual(region.communities)
    })
  })

  it("resolve a Spanish page's forms with the Spanish case-type labels", () => {
    const es = content().leadFormsFile.read!.data.es!
    const labels = [
      ...Object.values(es.caseTypes),
      ...Object.values(es.variants).flatMap((v) => Object.values(v.optionLabels)),
    ]
    const spanishPages = content().es.pages.filter((p) => isSpanishPath(p.data.path))
    const options = spanishPages.flatMap((page) =>
      Object.values(content().leadForms.pageForms.get(page.file) ?? {}).flatMap((form) => form.options),
    )
    expect(options.length).toBeGreaterThan(0)
    for (const option of options) expect(labels).toContain(option.label)
  })

  it("give a Spanish page's forms the Spanish defaults where the page writes no words of its own", () => {
    const spanishPages = content().es.pages.filter((p) => isSpanishPath(p.data.path))
    const forms = spanishPages.flatMap((page) => Object.values(content().leadForms.pageForms.get(page.file) ?? {}))
    const { defaults } = content().leadFormsFile.read!.data.es!
    for (const form of forms) {
      expect([form.title, form.submitLabel, form.topic]).not.toContain(leadFormDefaults.title)
      expect(form.submitLabel).not.toBe(leadFormDefaults.submitLabel)
      expect(form.topic).not.toBe(leadFormDefaults.topic)
    }
    expect(forms.map((f) => f.submitLabel)).toContain(defaults.submitLabel)
  })
})
