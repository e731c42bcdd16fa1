/**
 * Each language's view of the content (lib/content/localize.ts), on the real content and on a copy of
 * it with some Spanish files taken away (as when an English entry is saved before its Spanish file):
 * the fallback rule of the registry (lib/content/schema/collectionRegistry.ts), written once.
 */
import { describe, expect, it } from 'vitest'
import type { Content } from '../../lib/content/model/content.ts'
import { localize } from '../../lib/content/localize.ts'
import { collectionNames, collections } from '../../lib/content/schema/collectionRegistry.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'

const content = contentStore()

/** The content as it would be without the first Spanish file of each collection but pages. */
function withoutFirstTranslations(): { content: Content; untranslated: Map<string, string> } {
  const untranslated = new Map<string, string>()
  const es = { ...content.es }
  for (const name of collectionNames) {
    if (collections[name].translation.untranslated === 'problem' || !content.es[name].length) continue
    const [first, ...rest] = content.es[name] as { data: { translationOf: string } }[]
    untranslated.set(name, first!.data.translationOf)
    ;(es as Record<string, unknown>)[name] = rest
  }
  return { content: { ...content, es }, untranslated }
}

describe('localize', () => {
  it('shows English as the English files are', () => {
    const english = localize(content, 'en')
    for (const name of collectionNames)
      expect(english.entries[name].map((e) => [e.file, e.data, e.key])).toEqual(
        content[name].map((e) => [e.file, e.data, e.slug]),
      )
    expect(english.site).toBe(content.site)
    expect(localize(content, 'en')).toBe(english)
  })

  it('shows each translated entry with its Spanish file, its words over the English facts', () => {
    const spanish = localize(content, 'es')
    for (const name of collectionNames) {
      const { holds } = collections[name].translation
      for (const translation of content.es[name] as { file: string; data: Record<string, unknown> }[]) {
        const shown = spanish.entries[name].find((e) => e.file === translation.file)
        expect(shown, translation.file).toBeDefined()
        expect(shown!.key).toBe(translation.data.translationOf)
        const english = content[name].find((e) => e.slug === shown!.key)!
        for (const [field, value] of Object.entries(translation.data))
          if (field !== 'translationOf' && field !== 'sourceHash' && value !== undefined)
            expect((shown!.data as Record<string, unknown>)[field]).toEqual(value)
        if (holds === 'words')
          for (const [field, value] of Object.entries(english.data))
            if (!(field in translation.data)) expect((shown!.data as Record<string, unknown>)[field]).toEqual(value)
      }
    }
  })

  it('shows an entry without its Spanish file in English or leaves it out, as its collection declares, and keeps the English order', () => {
    const { content: partial, untranslated } = withoutFirstTranslations()
    expect(untranslated.size).toBeGreaterThan(0)
    const spanish = localize(partial, 'es')
    for (const [name, slug] of untranslated) {
      const collection = name as (typeof collectionNames)[number]
      const shown = spanish.entries[collection].find((e) => e.key === slug)
      if (collections[collection].translation.untranslated === 'in English')
        expect(shown?.file).toBe(content[collection].find((e) => e.slug === slug)!.file)
      else expect(shown).toBeUndefined()
      const order = content[collection].map((e) => e.slug)
      const keys = spanish.entries[collection].map((e) => e.key)
      expect(keys).toEqual(order.filter((s) => keys.includes(s)))
    }
    // The Spanish facts follow: every attorney, the FAQ and glossary lists without the entries left out.
    const facts = siteFacts(partial, 'es')
    expect(facts.attorneys).toHaveLength(content.attorneys.length)
    expect(facts.glossary.terms.length).toBeLessThanOrEqual(siteFacts(content, 'es').glossary.terms.length)
  })

  it('gives the Spanish view the YAML files’ Spanish words, and the English one the files as written', () => {
    expect(localize(content, 'es').site.navigation).toEqual(content.site.es?.navigation ?? content.site.navigation)
    expect(localize(content, 'en').places).toBe(content.places)
    expect(localize(content, 'es').categories).toEqual(
      content.glossaryCategories.categories.map((c) => content.glossaryCategories.spanish.get(c) ?? c),
    )
  })
})
