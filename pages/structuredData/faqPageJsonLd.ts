import type { FAQPage, WithContext } from 'schema-dts'
import type { FaqItemView, TextBlock } from '../../lib/content/schema/listViewTypes.ts'

const plain = (blocks: TextBlock[]): string =>
  blocks.map((block) => (typeof block === 'string' ? block : block.map((item) => `• ${item}`).join('\n'))).join('\n\n')

/** The questions a page shows, each with its answer as text (the page shows every one of them). */
export function faqPageJsonLd(items: FaqItemView[], pageUrl: string): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plain(item.answer) },
    })),
  }
}
