const ratios = { '4/3': 'aspect-[4/3]', '16/9': 'aspect-video', '1/1': 'aspect-square' }
/** Intrinsic size for each ratio, so the browser reserves the space before the image arrives. */
const sizes = { '4/3': [1200, 900], '16/9': [1280, 720], '1/1': [1000, 1000] } as const

/** Shown only when the image fails: browsers draw `::before` on a broken image, never on a loaded one. */
const brokenImagePlaceholder =
  'before:absolute before:inset-0 before:flex before:items-center before:justify-center before:bg-navy-50 before:p-6 before:text-center before:font-serif before:text-lg before:font-semibold before:text-navy-800 before:content-[attr(alt)]'

/**
 * `<FallbackImage src="/images/x.svg" alt="..." />` in MDX: an image in a fixed-ratio frame,
 * lazy-loaded; if it fails to load, a tinted placeholder reading its alt text takes its place.
 */
export function FallbackImage({
  src,
  alt,
  ratio = '4/3',
  caption,
}: {
  src: string
  alt: string
  ratio?: keyof typeof ratios
  caption?: string
}) {
  return (
    <figure className="not-prose">
      <div className={`relative overflow-hidden rounded-xl bg-navy-50 ring-1 ring-slate-200 ${ratios[ratio]}`}>
        <img
          src={src}
          alt={alt}
          width={sizes[ratio][0]}
          height={sizes[ratio][1]}
          loading="lazy"
          decoding="async"
          className={`absolute inset-0 h-full w-full object-cover ${brokenImagePlaceholder}`}
        />
      </div>
      {caption && <figcaption className="mt-2 text-sm text-slate-600">{caption}</figcaption>}
    </figure>
  )
}
