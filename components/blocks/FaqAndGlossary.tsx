import { useSiteFacts } from '../FactsContext.tsx'
import { Island } from '../../islands/Island.tsx'
import { FaqGlossaryTabs } from '../search/FaqGlossaryTabs.tsx'
import { faqTabsWords } from '../search/searchWords.ts'

/** `<FaqAndGlossary />` in MDX: the `faq` FAQ list and the glossary terms listed on `faq`, in tabs with one search. */
export function FaqAndGlossary() {
  const { faq, glossary, words, language } = useSiteFacts()
  return (
    <Island
      name="FaqGlossaryTabs"
      component={FaqGlossaryTabs}
      props={{
        faq: faq.faq,
        glossary: glossary.faq,
        words: faqTabsWords(words),
        ...(language === 'en' ? {} : { language }),
      }}
    />
  )
}
