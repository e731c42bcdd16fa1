import type { ReactNode } from 'react'
import { fillParts } from '../../lib/text/fillPlaceholders.ts'
import { useSiteFacts } from '../FactsContext.tsx'

/**
 * "Read Full Bio" / "Read Less": a native `<details>`, so it works without script and from the
 * keyboard. The summary's words switch with the open state (CSS), and hidden words leave its
 * accessible name, which also names the attorney because a page has twelve of these.
 */
export function FullBioToggle({ name, children }: { name: string; children: ReactNode }) {
  const { attorneys } = useSiteFacts().words
  // One text each (a space, then the words): the hidden part continues the visible one.
  const hidden = (template: string) => fillParts(` ${template}`, { name })
  return (
    <details className="group mt-6">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800 [&::-webkit-details-marker]:hidden">
        <span className="group-open:hidden">
          {attorneys.readFullBio}
          <span className="sr-only">{hidden(attorneys.ofName)}</span>
        </span>
        <span className="hidden group-open:inline">
          {attorneys.readLess}
          <span className="sr-only">{hidden(attorneys.aboutName)}</span>
        </span>
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="transition-transform group-open:rotate-180"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </summary>
      <div className="mt-6">{children}</div>
    </details>
  )
}
