/**
 * The not-found page (dist/client/404.html, and in Spanish dist/client/es/404.html), also shown (as
 * `failed`) if a page fails to render. Its words: site.yaml `notFound` of the page's language.
 */
import { useSiteFacts } from '../../components/FactsContext.tsx'
import { PhoneLink } from '../../components/ui/PhoneLink.tsx'
import { buttonBase, buttonStyles } from '../../components/ui/ButtonLink.tsx'

export function NotFound({ failed = false }: { failed?: boolean }) {
  const { site } = useSiteFacts()
  const { notFound } = site
  const { title, text } = failed ? notFound.error : notFound
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <p className="mt-2 text-slate-700">{notFound.help}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={notFound.homeLink.href} className={`${buttonBase} ${buttonStyles.secondary}`}>
          {notFound.homeLink.label}
        </a>
        <a href={notFound.contactLink.href} className={`${buttonBase} ${buttonStyles.dark}`}>
          {notFound.contactLink.label}
        </a>
        <PhoneLink phone={site.phones.tollFree} className={`${buttonBase} ${buttonStyles.primary}`}>
          Call {site.phones.tollFree.display}
        </PhoneLink>
      </div>
    </section>
  )
}
