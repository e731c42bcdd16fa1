import { glossaryTerms } from '../../lib/content/listViews'
import { glossaryCategories } from '../../lib/content/schema/collections'
import { Island } from '../../renderer/islands/Island'
import { GlossarySearch } from '../search/GlossarySearch'

/** `<LegalGlossary />` in MDX: the terms listed on `legal-glossary`, searchable and filterable by category. */
export function LegalGlossary() {
  return <Island name="GlossarySearch" component={GlossarySearch} props={{ terms: glossaryTerms(), categories: [...glossaryCategories] }} />
}
