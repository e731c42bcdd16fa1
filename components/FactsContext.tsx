/**
 * The firm's facts and content lists (lib/content/schema/factsShape.ts), handed to every component
 * by the page's layout from the page's data, so components never reach for the content store.
 */
import { createContext, useContext, type ReactNode } from 'react'
import type { SiteFacts } from '../lib/content/schema/factsShape.ts'

const SiteFactsContext = createContext<SiteFacts | undefined>(undefined)

export function SiteFactsProvider({ facts, children }: { facts: SiteFacts; children?: ReactNode }) {
  return <SiteFactsContext.Provider value={facts}>{children}</SiteFactsContext.Provider>
}

/** The facts of the page being rendered; throws outside a SiteFactsProvider (a test must provide them). */
export function useSiteFacts(): SiteFacts {
  const facts = useContext(SiteFactsContext)
  if (!facts)
    throw new Error(
      'A component that shows firm facts was rendered outside <SiteFactsProvider>: wrap it in one with the facts of lib/content/siteFacts.ts.',
    )
  return facts
}
