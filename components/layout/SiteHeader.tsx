import type { Site } from '../../lib/content/schema/collections.ts'
import { Logo } from './Logo.tsx'
import { NavDrawer } from './NavDrawer.tsx'
import { PhoneLink } from '../ui/PhoneLink.tsx'
import { useSiteFacts } from '../FactsContext.tsx'

/** Header: logo, the main navigation (a right-side drawer on small screens), call link. */
export function SiteHeader({ site }: { site: Site }) {
  const { shell } = useSiteFacts().words
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 lg:h-20 lg:px-6">
        <Logo site={site} />
        <nav
          id="navigation"
          aria-label={shell.mainNavigation}
          tabIndex={-1}
          className="flex items-center gap-2 focus:outline-none"
        >
          <ul className="hidden items-center gap-1 xl:flex">
            {site.navigation.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <PhoneLink
            phone={site.phones.tollFree}
            className="hidden whitespace-nowrap rounded-md bg-gold-500 px-4 py-2 font-semibold text-navy-950 hover:bg-gold-400 sm:inline-flex"
          />
          <NavDrawer site={site} />
        </nav>
      </div>
    </header>
  )
}
