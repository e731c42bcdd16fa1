import { useSiteFacts } from '../FactsContext.tsx'
import { Island } from '../../islands/Island.tsx'
import { GlossarySearch } from '../search/GlossarySearch.tsx'
import { glossarySearchWords } from '../search/searchWords.ts'

/** `<LegalGlossary />` in MDX: the terms listed on `legal-glossary`, searchable and filterable by category. */
export function LegalGlossary() {
  const { glossary, words, language } = useSiteFacts()
  return (
    <Island
      name="GlossarySearch"
      component={GlossarySearch}
      props={{
        terms: glossary.terms,
        categories: glossary.categories,
        words: glossarySearchWords(words),
        ...(language === 'en' ? {} : { language }),
      }}
    />
  )
}
