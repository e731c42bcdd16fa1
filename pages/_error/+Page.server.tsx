// https://vike.dev/error-page
/** The not-found page (dist/client/404.html), also shown if a page fails to render. */
import { usePageContext } from 'vike-react/usePageContext'
import { getSite } from '../../lib/content/index'
import { PhoneLink } from '../../components/ui/PhoneLink'
import { buttonBase, buttonStyles } from '../../components/ui/ButtonLink'

export default function NotFoundPage() {
  const { is404 } = usePageContext()
  const site = getSite()
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold">{is404 ? '404 Page Not Found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {is404 ? 'Did you forget to add the page to the router?' : 'This page could not be shown.'}
      </p>
      <p className="mt-2 text-slate-700">The address may be mistyped, or the page may have moved. If you were hurt and need help now, we answer 24/7.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className={`${buttonBase} ${buttonStyles.secondary}`}>Go to the home page</a>
        <a href="/contact" className={`${buttonBase} ${buttonStyles.dark}`}>Contact us</a>
        <PhoneLink phone={site.phones.tollFree} className={`${buttonBase} ${buttonStyles.primary}`}>Call {site.phones.tollFree.display}</PhoneLink>
      </div>
    </section>
  )
}
