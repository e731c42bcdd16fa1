import { useSiteFacts } from '../FactsContext.tsx'
import { Picture } from '../ui/Picture.tsx'

/** From this width the hero has two columns and shows its photo (Tailwind's `lg`). */
const PHOTO_MEDIA = '(min-width: 1024px)'

/**
 * The hero's photo (./Hero.tsx), the first screen's: fetched first, never lazy. Below 1024 px it
 * is left out and not downloaded, so on a phone the call and case-review buttons stay on the first
 * screen. Nothing while the check refuses the photo (the dev server shows such a page).
 */
export function HeroPhoto({ src, alt }: { src: string; alt: string }) {
  const photo = useSiteFacts().photos[src]
  if (!photo) return null
  return (
    // The box holds the photo's shape before the photo is parsed or loaded: a page painted while
    // its HTML still arrives must not grow the hero's photo column from one line to the photo.
    <div className="hidden lg:block lg:aspect-[4/3]">
      <Picture
        photo={photo}
        use="hero"
        alt={alt}
        priority
        media={PHOTO_MEDIA}
        className="aspect-[4/3] h-auto w-full rounded-2xl bg-navy-800 object-cover shadow-xl"
      />
    </div>
  )
}
