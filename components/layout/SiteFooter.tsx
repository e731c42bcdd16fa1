import type { Site } from '../../lib/content/schema/collections.ts'
import { PhoneLink } from '../ui/PhoneLink.tsx'
import { PostalAddress } from '../firm/PostalAddress.tsx'
import { fillParts } from '../../lib/text/fillPlaceholders.ts'
import { ATTORNEY_ADVERTISING } from '../../lib/content/schema/resultsDisclaimer.ts'
import { useSiteFacts } from '../FactsContext.tsx'

/** Footer of every page: link groups, phone, offices, social profiles, disclaimers, copyright. */
export function SiteFooter({ site, buildYear }: { site: Site; buildYear: number }) {
  const main = site.offices[0]
  const { language, words } = useSiteFacts()
  const { shell } = words
  return (
    <footer className="bg-navy-950 text-slate-200 wrap-anywhere">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-5 lg:px-6">
        <div className="lg:col-span-2">
          <p className="font-serif text-xl font-bold text-white">{site.name}</p>
          <p className="mt-3 max-w-md text-slate-300">{site.footer.about}</p>
          <p className="mt-4">
            <PhoneLink
              phone={site.phones.tollFree}
              className="text-lg font-semibold text-gold-300 underline-offset-4 hover:underline"
            />
          </p>
          {main && (
            <address className="mt-3 not-italic text-slate-300">
              <PostalAddress office={main} />
            </address>
          )}
          {site.social.length > 0 && (
            <ul className="mt-4 flex gap-4" aria-label={shell.socialMedia}>
              {site.social.map((s) => (
                <li key={s.url}>
                  <a
                    href={s.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="text-slate-300 underline underline-offset-4 hover:text-white"
                  >
                    {s.name}
                    <span className="sr-only">{` ${shell.opensInNewTab}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {site.footer.groups.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-gold-300">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-slate-300 hover:text-white hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-sm text-slate-300 lg:px-6">
          {site.footer.disclaimers.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p>{site.footer.feeNote}</p>
          {/* New York's advertising label is among the disclaimers in English; a Spanish page says it in both languages. */}
          {language === 'es' && (
            <p>
              <span lang="en">{ATTORNEY_ADVERTISING}</span> · {shell.attorneyAdvertising}
            </p>
          )}
          <p>{fillParts(shell.copyright, { year: buildYear, name: site.name })}</p>
        </div>
      </div>
    </footer>
  )
}
