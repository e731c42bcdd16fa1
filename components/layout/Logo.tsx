import type { Site } from '../../lib/content/schema/collections.ts'
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import { useSiteFacts } from '../FactsContext.tsx'

/**
 * The logo image over a text wordmark. If the image fails, browsers draw its `::before`
 * (never drawn on a loaded image), which here repeats the wordmark over the broken-image box.
 */
const brokenLogoWordmark =
  'before:absolute before:inset-0 before:flex before:items-center before:bg-white before:font-serif before:text-lg before:font-bold before:text-navy-900 before:content-[attr(data-wordmark)] sm:before:text-xl'

/**
 * 160px wide on phones, so that logo, language link and menu button hold one row at 375 px (the
 * header's row wraps rather than shrink it: a second row costs the first screen its hero's buttons);
 * 220px from 640 px, and from 1280 px 190px, to leave the header's one row to the navigation.
 */
export function Logo({ site, home = '/' }: { site: Site; home?: string }) {
  const { shell } = useSiteFacts().words
  return (
    <a
      href={home}
      className="relative inline-flex h-10 w-[160px] min-w-[160px] shrink items-center rounded-sm sm:w-[220px] xl:w-[190px]"
      aria-label={fillPlaceholders(shell.homeLabel, { name: site.name })}
    >
      <span className="font-serif text-lg font-bold leading-tight text-navy-900 sm:text-xl" aria-hidden="true">
        {site.shortName}
      </span>
      <img
        src={site.logo.src}
        alt=""
        data-wordmark={site.shortName}
        width={220}
        height={40}
        className={`absolute inset-0 h-full w-full bg-white object-contain object-left ${brokenLogoWordmark}`}
      />
    </a>
  )
}
