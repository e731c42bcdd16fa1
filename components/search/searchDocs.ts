/** Turns entries into what the search reads; the build's index and the browser use the same function. */
import type { FaqItemView, GlossaryEntryView, SearchDoc, TextBlock } from '../../lib/content/schema/listViewTypes.ts'

/** All of an entry's text on one line. */
export function blocksToText(blocks: TextBlock[]): string {
  return blocks.map((b) => (typeof b === 'string' ? b : b.join(' '))).join(' ')
}

export function glossaryDoc(entry: GlossaryEntryView): SearchDoc {
  return { title: entry.term, text: blocksToText(entry.definition) }
}

export function faqDoc(item: FaqItemView): SearchDoc {
  return { title: item.question, text: blocksToText(item.answer) }
}
