import { useSiteFacts } from '../FactsContext.tsx'
import { faqLists, type FaqListName } from '../../lib/content/schema/collections.ts'
import { FaqAccordion, type HeadingLevel } from '../search/FaqAccordion.tsx'

/**
 * `<FaqList list="home" />` in MDX: one FAQ list (content/faq/, by `lists` and `order`) as an
 * accordion that needs no JavaScript. Questions are h3 (inside a Section's h2) unless `headingLevel` says.
 */
export function FaqList({ list, headingLevel = 3 }: { list: FaqListName; headingLevel?: HeadingLevel }) {
  if (!faqLists.includes(list))
    throw new Error(`<FaqList list="${String(list)}">: the list must be one of ${faqLists.join(', ')}`)
  const items = useSiteFacts().faq[list]
  return <FaqAccordion items={items} group={`faq-${list}`} headingLevel={headingLevel} />
}
