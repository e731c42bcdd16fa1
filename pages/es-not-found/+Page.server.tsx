// https://vike.dev/Page
/** The Spanish not-found page: the same page as the English one, with the Spanish facts' words. */
import { NotFound } from '../_error/NotFound.tsx'

export default function SpanishNotFoundPage() {
  return <NotFound />
}
