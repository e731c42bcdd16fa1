const skip =
  'sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-navy-900 focus:shadow-lg'

import { useSiteFacts } from '../FactsContext.tsx'

/** The first two focusable elements of every page: skip links to the main content and to the navigation. */
export function SkipLinks() {
  const { shell } = useSiteFacts().words
  return (
    <>
      <a href="#main-content" className={skip}>
        {shell.skipToMain}
      </a>
      <a href="#navigation" className={skip}>
        {shell.skipToNavigation}
      </a>
    </>
  )
}
