import { useSiteFacts } from '../FactsContext.tsx'
import { Picture } from '../ui/Picture.tsx'

/**
 * `<Photo src="offices/islandia.jpg" alt="..." caption="..." />` in MDX: a photo of content/images/
 * in the text column, at most 768 px wide, lazy-loaded. The content check makes sure the photo is
 * there and large enough; until then (the dev server shows a page with a problem) nothing shows.
 */
export function Photo({ src, alt, caption }: { src: string; alt: string; caption?: string }) {
  const photo = useSiteFacts().photos[src]
  if (!photo) return null
  return (
    <figure className="not-prose max-w-3xl">
      <Picture photo={photo} use="body" alt={alt} className="h-auto w-full rounded-xl bg-navy-50" />
      {caption && <figcaption className="mt-2 text-sm text-slate-600">{caption}</figcaption>}
    </figure>
  )
}
