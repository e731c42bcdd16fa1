import type { Site } from '../../content/schema'

/**
 * The logo image over a text wordmark: if the image fails to load, the browser drops an
 * image with empty alt and the wordmark underneath shows. No script needed.
 */
export function Logo({ site }: { site: Site }) {
  return (
    <a href="/" className="relative inline-flex h-10 w-[190px] shrink-0 items-center rounded-sm sm:w-[220px]" aria-label={`${site.name}, home`}>
      <span className="font-serif text-lg font-bold leading-tight text-navy-900 sm:text-xl" aria-hidden="true">
        {site.shortName}
      </span>
      <img src={site.logo.src} alt="" width={220} height={40} className="absolute inset-0 h-full w-full bg-white object-contain object-left" />
    </a>
  )
}
