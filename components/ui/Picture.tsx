import type { ImgHTMLAttributes } from 'react'
import type { PhotoFacts } from '../../lib/content/model/photoFacts.ts'
import { copyFormats, copySizes, copySrcset, copyUrl, type CopyFormat } from '../../lib/content/schema/photoCopies.ts'
import { photoUses, type PhotoUse } from '../../lib/content/schema/photoUses.ts'

const TYPES: Record<CopyFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** A transparent pixel: what the `<img>` holds where `media` leaves the photo out, so that screen downloads nothing. */
const NO_PHOTO = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * A photo of content/images/ as the build serves it: its copies for the use (AVIF, WebP, then a
 * JPEG or PNG every browser shows) at several widths, the browser choosing by `sizes`; `width` and
 * `height` reserve its space before it arrives. Lazy unless `priority` (the first screen's photo,
 * fetched first). With `media`, screens outside the query fetch nothing. `sizes` overrides the use's
 * when the photo is shown smaller than the use's largest display.
 */
export function Picture({
  photo,
  use,
  alt,
  priority = false,
  media,
  sizes = photoUses[use].sizes,
  className,
  imgAttributes,
}: {
  photo: PhotoFacts
  use: PhotoUse
  alt: string
  priority?: boolean
  media?: string
  sizes?: string
  className?: string
  imgAttributes?: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
    [data: `data-${string}`]: string
  }
}) {
  const copies = copySizes(photo, use)
  const formats = copyFormats(photo, use)
  const fallback = formats.at(-1) ?? 'jpeg'
  const largest = copies.at(-1) ?? photo
  // Browsers that read no srcset take the second smallest: enough for a phone, not too much for a computer.
  const plain = copies[Math.min(1, copies.length - 1)] ?? photo
  const sources = media ? formats : formats.slice(0, -1)
  return (
    <picture>
      {sources.map((format) => (
        <source key={format} type={TYPES[format]} media={media} srcSet={copySrcset(photo, use, format)} sizes={sizes} />
      ))}
      <img
        {...imgAttributes}
        src={media ? NO_PHOTO : copyUrl(photo.hash, plain, fallback)}
        srcSet={media ? undefined : copySrcset(photo, use, fallback)}
        sizes={media ? undefined : sizes}
        alt={alt}
        width={largest.width}
        height={largest.height}
        loading={priority ? undefined : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  )
}
