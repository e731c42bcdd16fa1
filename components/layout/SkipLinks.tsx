const skip =
  'sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-navy-900 focus:shadow-lg'

/** The first two focusable elements of every page: skip links to the main content and to the navigation. */
export function SkipLinks() {
  return (
    <>
      <a href="#main-content" className={skip}>
        Skip to main content
      </a>
      <a href="#navigation" className={skip}>
        Skip to navigation
      </a>
    </>
  )
}
