/** The page's form settings (frontmatter `forms:`), for the lead components rendered inside its body. */
import { createContext, useContext, type ReactNode } from 'react'
import type { LeadFormSettings } from '../../content/leadFormSchema'

const PageFormsContext = createContext<Record<string, LeadFormSettings>>({})

export function PageFormsProvider({ forms, children }: { forms: Record<string, LeadFormSettings>; children: ReactNode }) {
  return <PageFormsContext.Provider value={forms}>{children}</PageFormsContext.Provider>
}

export function usePageForms() {
  return useContext(PageFormsContext)
}
