// https://vike.dev/error-page
/** The not-found page (dist/client/404.html), also shown if a page fails to render. Its words: site.yaml `notFound`. */
import { usePageContext } from 'vike-react/usePageContext'
import { useSiteFacts } from '../../components/FactsContext.tsx'
import { PhoneLink } from '../../components/ui/PhoneLink.tsx'
import { buttonBase, buttonStyles } from '../../components/ui/ButtonLink.tsx'
import { fillParts } from '../../lib/text/fillPlaceholders.ts'

export default function NotFoundPage() {
  const { is404 } = usePageContext()
  const { site, words } = useSiteFacts()
  const { notFound } = site
  const { title, text } = is404 ? notFound : notFound.error
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
          {fillParts(words.shell.callPhone, { phone: site.phones.tollFree.display })}
        </PhoneLink>
      </div>
    </section>
  )
}
