import type { Site } from '../../lib/content/schema/collections.ts'
import { PhoneLink } from '../ui/PhoneLink.tsx'
import { fillParts } from '../../lib/text/fillPlaceholders.ts'
import { useSiteFacts } from '../FactsContext.tsx'

/**
 * Small-screen menu: a right-side panel built on the HTML `popover` attribute, so it opens,
 * closes on Escape or outside tap, and keeps focus order without any JavaScript. Every link
 * leads to a new page, which closes the drawer.
 */
export function NavDrawer({ site, longMenu = false }: { site: Site; longMenu?: boolean }) {
  const { shell } = useSiteFacts().words
  return (
    <>
      {/* Below 375px (or with large text) the word hides so logo and button fit; it stays the button's name.
          At 375px logo, language link and this button hold one row with 4px to spare (see Logo.tsx). */}
      <button
        type="button"
        popoverTarget="site-drawer"
        className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md border border-slate-300 px-2.5 font-semibold text-navy-900 ${longMenu ? '2xl:hidden' : 'xl:hidden'}`}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
          <path d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" />
        </svg>
        <span className="max-[23.4375rem]:sr-only">{shell.menu}</span>
      </button>
      <div id="site-drawer" popover="auto" role="dialog" aria-label={shell.menu} className="drawer">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <span className="font-serif text-lg font-bold text-navy-900">{site.shortName}</span>
          {/* biome-ignore-start lint/a11y/noAutofocus: autofocus inside a popover is how the browser moves focus into the drawer when it opens; nothing focuses on page load. */}
          <button
            type="button"
            popoverTarget="site-drawer"
            popoverTargetAction="hide"
            autoFocus
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-700"
            aria-label={shell.closeMenu}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
              <path d="M4.3 3 10 8.6 15.7 3 17 4.3 11.4 10l5.6 5.7-1.3 1.3-5.7-5.6L4.3 17 3 15.7 8.6 10 3 4.3z" />
            </svg>
          </button>
          {/* biome-ignore-end lint/a11y/noAutofocus: the close button's autofocus above. */}
        </div>
        <ul className="flex flex-col p-3">
          {site.navigation.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="block rounded-md px-3 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="px-5 pb-6">
          <PhoneLink
            phone={site.phones.tollFree}
            className="flex min-h-12 items-center justify-center rounded-md bg-gold-500 px-4 font-semibold text-navy-950"
          >
            {fillParts(shell.callPhone, { phone: site.phones.tollFree.display })}
          </PhoneLink>
          <p className="mt-2 text-center text-sm text-slate-600">{site.menuNote}</p>
        </div>
      </div>
    </>
  )
}
