import type { ContentEntries } from '../model/content.ts'
import type { ContentEntry } from '../model/entries.ts'

/** Every MDX entry of the content: pages, attorneys, FAQ entries and glossary terms. */
export function allEntries(content: ContentEntries): ContentEntry<unknown>[] {
  return [...content.pages, ...content.attorneys, ...content.faq, ...content.glossary] as ContentEntry<unknown>[]
}
