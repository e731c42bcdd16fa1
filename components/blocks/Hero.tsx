import type { ReactNode } from 'react'
import { HeroPhoto } from './HeroPhoto.tsx'
import { HeroCaseReview } from '../lead/HeroCaseReview.tsx'
import { usePageForms } from '../lead/PageForms.tsx'
import { HeroFormProvider } from '../lead/HeroFormContext.tsx'

/**
 * The top of a page: the page's one h1, an optional badge, intro text and actions, and from
 * 1024 px a right column: the page's case-review form when its `forms:` marks one `hero: true`
 * (../lead/HeroCaseReview.tsx; an `aside` then follows the actions, and a case-review button of the
 * actions for that form leads to it: ../lead/CaseReviewButton.tsx), else a photo of
 * content/images/ (`photo`, described by `photoAlt`: ./HeroPhoto.tsx) above an optional `aside`.
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
  const [heroFormName, heroForm] = Object.entries(usePageForms()).find(([, form]) => form.hero) ?? []
  // With the form the hero is taller: less padding keeps its send button nearer the first screen.
  // On a phone less padding (and a smaller h1) brings the actions onto the first screen (375x667).
  const columns = heroForm
    ? 'lg:grid-cols-[1.15fr_1fr] lg:items-center lg:py-12'
    : photo
      ? 'lg:grid-cols-[1.2fr_1fr] lg:items-center lg:py-20'
      : aside
        ? 'lg:grid-cols-[1.4fr_1fr] lg:py-20'
        : 'lg:py-20'
  return (
    <section className="bg-navy-900 text-white">
      <div className={`mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:py-14 lg:px-6 ${columns}`}>
        <div>
          {badge && (
            <p className="mb-4 inline-flex rounded-full bg-gold-500 px-3 py-1 text-sm font-bold text-navy-950">
              {badge}
            </p>
          )}
          <h1 className="text-3xl font-bold text-white sm:text-5xl">{title}</h1>
          {children && (
            <div className="measure mt-5 space-y-4 text-lg text-slate-200 [&_a]:text-gold-300 [&_a]:underline">
              {children}
            </div>
          )}
          {actions && (
            <div className="mt-8 flex flex-wrap gap-3">
              <HeroFormProvider value={heroFormName}>{actions}</HeroFormProvider>
            </div>
          )}
          {heroForm && aside && <div className="mt-10">{aside}</div>}
        </div>
        {heroForm ? (
          <HeroCaseReview form={heroForm} />
        ) : (
          (photo || aside) && (
            // A photo alone leaves no empty row (and gap) under the buttons on a phone; from 1024 px
            // its column holds the photo's shape before the photo arrives (./HeroPhoto.tsx).
            <div className={`space-y-6 ${aside ? '' : 'hidden lg:block lg:aspect-[4/3]'}`}>
              {photo && <HeroPhoto src={photo} alt={photoAlt} />}
              {aside}
            </div>
          )
        )}
      </div>
    </section>
  )
}
