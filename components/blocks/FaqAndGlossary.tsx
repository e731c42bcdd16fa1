import { useSiteFacts } from '../SiteFacts'
import { Island } from '../../islands/Island'
import { FaqGlossaryTabs } from '../search/FaqGlossaryTabs'

/** `<FaqAndGlossary />` in MDX: the `faq` FAQ list and the glossary terms listed on `faq`, in tabs with one search. */
export function FaqAndGlossary() {
  const { faq, glossary } = useSiteFacts()
  return <Island name="FaqGlossaryTabs" component={FaqGlossaryTabs} props={{ faq: faq.faq, glossary: glossary.faq }} />
}
