import type { Site } from '../../lib/content/schema/collections.ts'
import { Logo } from './Logo.tsx'
import { NavDrawer } from './NavDrawer.tsx'
import { PhoneLink } from '../ui/PhoneLink.tsx'
import { LanguageLink } from './LanguageLink.tsx'
import { homePath, otherLanguage } from '../../lib/content/schema/languageNames.ts'
import { useSiteFacts } from '../FactsContext.tsx'

/**
 * Whether the menu's labels are too long for one row at 1280 px (today's, about 90 characters in
 * either language, fit with a few characters to spare in the widest system font): such a menu
 * stays in the drawer up to 1536 px rather than wrap the header into two rows.
 */
function longMenu(links: { label: string }[]): boolean {
  return links.reduce((chars, link) => chars + link.label.length, 0) > 95
}

/** Header: logo, the main navigation (a right-side drawer on small screens), the language link, call link. */
export function SiteHeader({ site, otherLanguageHref }: { site: Site; otherLanguageHref?: string }) {
  const { words, language } = useSiteFacts()
  const { shell } = words
  const long = longMenu(site.navigation)
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      {/* With large text the navigation wraps under the logo rather than widen the page. */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-2 px-4 sm:gap-x-4 lg:min-h-20 lg:px-6">
        <Logo site={site} home={homePath(language)} />
        <nav
          id="navigation"
          aria-label={shell.mainNavigation}
          tabIndex={-1}
          className="ml-auto flex items-center gap-1 focus:outline-none sm:gap-2 xl:gap-1"
        >
          {/* Compact from 1280 px (small gaps and padding) so the row holds logo, links, language and phone. */}
          <ul className={`hidden items-center gap-0.5 ${long ? '2xl:flex' : 'xl:flex'}`}>
            {site.navigation.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <LanguageLink
            language={language}
            href={otherLanguageHref ?? homePath(otherLanguage(language))}
            label={shell.otherLanguage}
          />
          <PhoneLink
            phone={site.phones.tollFree}
            className="hidden whitespace-nowrap rounded-md bg-gold-500 px-4 py-2 font-semibold text-navy-950 hover:bg-gold-400 sm:inline-flex xl:px-3"
          />
          <NavDrawer site={site} longMenu={long} />
        </nav>
      </div>
    </header>
  )
}
