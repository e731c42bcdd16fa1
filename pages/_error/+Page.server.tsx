// https://vike.dev/error-page
/** The English not-found page (dist/client/404.html), also shown if a page fails to render. */
import { usePageContext } from 'vike-react/usePageContext'
import { NotFound } from './NotFound.tsx'

export default function NotFoundPage() {
  return <NotFound failed={!usePageContext().is404} />
}
