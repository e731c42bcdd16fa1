import type { LoadedContent } from './load.ts'
import type { RawEntry } from './readEntry.ts'

/** Every MDX entry of the content: pages, attorneys, FAQ entries and glossary terms. */
export function allEntries(
  content: Pick<LoadedContent, 'pages' | 'attorneys' | 'faq' | 'glossary'>,
): RawEntry<unknown>[] {
  return [...content.pages, ...content.attorneys, ...content.faq, ...content.glossary] as RawEntry<unknown>[]
}
