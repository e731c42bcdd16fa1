import { createContext, useContext } from 'react'

/**
 * Inside a hero that shows the page's case-review form from 1024 px: that form's name in the page's
 * `forms:`. A case-review button for it there links to the form beside it rather than open its dialog.
 */
const HeroFormContext = createContext<string | undefined>(undefined)

export const HeroFormProvider = HeroFormContext.Provider

export function useHeroForm(): string | undefined {
  return useContext(HeroFormContext)
}
