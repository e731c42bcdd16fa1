import type { ReactNode } from 'react'
import { useSiteFacts } from '../FactsContext.tsx'
import { Picture } from '../ui/Picture.tsx'

/** From this width the hero has two columns and shows its photo (Tailwind's `lg`). */
const PHOTO_MEDIA = '(min-width: 1024px)'

/**
 * The top of a page: the page's one h1, an optional badge, intro text and actions, and on the
 * right an `aside` or a photo of content/images/ (`photo`, described by `photoAlt`). The photo is
 * the first screen's: fetched first, never lazy. Below 1024 px it is left out and not downloaded,
 * so on a phone the call and case-review buttons stay on the first screen.
 */
export function Hero({
  title,
  badge,
  children,
  actions,
  aside,
  photo,
  photoAlt = '',
}: {
  title: string
  badge?: string
  children?: ReactNode
  actions?: ReactNode
  aside?: ReactNode
  photo?: string
  photoAlt?: string
}) {
  const { photos } = useSiteFacts()
  const facts = photo ? photos[photo] : undefined
  const columns = facts ? 'lg:grid-cols-[1.2fr_1fr] lg:items-center' : aside ? 'lg:grid-cols-[1.4fr_1fr]' : ''
  return (
    <section className="bg-navy-900 text-white">
      <div className={`mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:px-6 lg:py-20 ${columns}`}>
        <div>
          {badge && (
            <p className="mb-4 inline-flex rounded-full bg-gold-500 px-3 py-1 text-sm font-bold text-navy-950">
              {badge}
            </p>
          )}
          <h1 className="text-4xl font-bold text-white sm:text-5xl">{title}</h1>
          {children && (
            <div className="mt-5 max-w-2xl space-y-4 text-lg text-slate-200 [&_a]:text-gold-300 [&_a]:underline">
              {children}
            </div>
          )}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {(facts || aside) && (
          <div className="space-y-6">
            {facts && (
              <div className="hidden lg:block" data-hero-photo="">
                <Picture
                  photo={facts}
                  use="hero"
                  alt={photoAlt}
                  priority
                  media={PHOTO_MEDIA}
                  className="aspect-[4/3] h-auto w-full rounded-2xl bg-navy-800 object-cover shadow-xl"
                />
              </div>
            )}
            {aside}
          </div>
        )}
      </div>
    </section>
  )
}
