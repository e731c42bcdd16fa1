import type { PhotoFacts } from '../../lib/content/model/photoFacts.ts'
import { initials } from '../ui/initials.ts'
import { Picture } from '../ui/Picture.tsx'

const sizes = {
  large: 'rounded-2xl text-6xl sm:text-7xl',
  small: 'rounded-full text-2xl',
}

/** How wide each size is shown, for the browser's choice of copy (the large one: the portrait use's own). */
const shownWidths: Record<keyof typeof sizes, string | undefined> = { large: undefined, small: '80px' }

/** Shown only by a photo that failed: browsers draw `::before` on a broken image, never on a loaded one. */
const brokenPhotoInitials =
  'before:absolute before:inset-0 before:flex before:items-center before:justify-center before:bg-navy-900 before:content-[attr(data-initials)]'

/**
 * An attorney's photo over their initials, without script: with no photo the initials show;
 * if the photo fails, its `::before` shows the same initials over the browser's broken-image
 * icon. The photo's text alternative is the attorney's name.
 */
export function AttorneyPortrait({
  name,
  photo,
  unsavedSrc,
  size = 'large',
}: {
  name: string
  photo?: PhotoFacts
  /** The editor's preview of a photo by its address (an upload not yet saved is a `blob:`): shown as it is, no copies exist yet. */
  unsavedSrc?: string
  size?: keyof typeof sizes
}) {
  const letters = initials(name)
  return (
    <div
      className={`relative aspect-square w-full overflow-hidden bg-navy-900 font-serif font-bold tracking-wide text-gold-300 ${sizes[size]}`}
    >
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
        {letters}
      </span>
      {photo && (
        <Picture
          photo={photo}
          use="portrait"
          alt={name}
          sizes={shownWidths[size]}
          className={`absolute inset-0 h-full w-full object-cover ${brokenPhotoInitials}`}
          imgAttributes={{ 'data-initials': letters }}
        />
      )}
      {!photo && unsavedSrc && (
        <img
          src={unsavedSrc}
          alt={name}
          width={480}
          height={480}
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
    </div>
  )
}
