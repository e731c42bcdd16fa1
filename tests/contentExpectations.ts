/**
 * What the built site must show, derived from the content through the content loader (never from
 * the specification): each page's title and top-level `##` headings, the glossary and FAQ lists,
 * the attorneys and the featured ones. The default suite (tests/e2e/content-derived.spec.ts) and
 * the `npm run new` test use it, so a correct content change keeps them green; copy pinned to the
 * specification lives in tests/spec (`npm run test:spec`).
 */
import { documentTitle } from '../lib/content/schema/documentTitle.ts'
import { attorneysInOrder, canonicalPath, faqList, glossaryList } from '../lib/content/entries.ts'
import { contentStore, type Content } from '../lib/content/store.ts'
import { TEAM_PREVIEW_COUNT } from '../lib/content/schema/componentProps.ts'

export interface PageExpectation {
  file: string
  url: string
  /** The document title the page's `title` becomes (the firm's name added when it fits). */
  title: string
  h2: string[]
}

/** `content`: the store's by default; a test may hand the pipeline's read of another folder. */
export function contentExpectations(content: Content = contentStore()) {
  return {
    pages: content.pages.map(
      (p): PageExpectation => ({
        file: p.file,
        url: canonicalPath(p),
        title: documentTitle(p.data.title, content.site.shortName),
        h2: p.analysis.headings.filter((h) => h.depth === 2).map((h) => h.text),
      }),
    ),
    /** The terms /legal-glossary lists, in its order (by term). */
    glossaryTerms: glossaryList(content, 'legal-glossary').map((t) => t.data.term),
    glossaryCategories: [...new Set(glossaryList(content, 'legal-glossary').map((t) => t.data.category))],
    /** The simple glossary on /faq. */
    faqGlossaryTerms: glossaryList(content, 'faq').map((t) => t.data.term),
    faqQuestions: faqList(content, 'faq').map((f) => f.data.question),
    attorneys: attorneysInOrder(content).map((a) => a.data.name),
    /** The URL of the (first) page that uses a component, e.g. LegalGlossary, or undefined. */
    pageUsing: (component: string) => {
      const p = content.pages.find((e) => e.analysis.components.has(component))
      return p && canonicalPath(p)
    },
    /** The attorneys a default <TeamPreview /> shows, in order. */
    featuredAttorneys: attorneysInOrder(content)
      .filter((a) => a.data.featured)
      .slice(0, TEAM_PREVIEW_COUNT)
      .map((a) => a.data.name),
  }
}

/**
 * A search word that finds entries of a list whatever the content holds: the word of five letters
 * or more that most of the texts (terms, questions) contain, lower-cased.
 */
export function commonWord(texts: string[]): string {
  const counts = new Map<string, number>()
  for (const text of texts)
    for (const word of new Set(text.toLowerCase().match(/\p{L}{5,}/gu) ?? []))
      counts.set(word, (counts.get(word) ?? 0) + 1)
  const [best] = [...counts].sort((a, b) => b[1] - a[1])
  if (!best) throw new Error('no word of five letters or more to search for')
  return best[0]
}
