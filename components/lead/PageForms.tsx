/** The page's form settings (frontmatter `forms:`), for the lead components rendered inside its body. */
import { createContext, useContext, type ReactNode } from 'react'
import type { LeadFormConfig } from '../../lib/content/schema/leadTypes.ts'

const PageFormsContext = createContext<Record<string, LeadFormConfig>>({})

export function PageFormsProvider({ forms, children }: { forms: Record<string, LeadFormConfig>; children: ReactNode }) {
  return <PageFormsContext.Provider value={forms}>{children}</PageFormsContext.Provider>
}

export function usePageForms() {
  return useContext(PageFormsContext)
}
