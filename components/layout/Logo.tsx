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
 * It may narrow (to 160px, never with the text size) so that a menu label longer than today's still
 * fits; from 1280 px it is 190px wide, to leave the header's one row to the navigation.
 */
export function Logo({ site, home = '/' }: { site: Site; home?: string }) {
  const { shell } = useSiteFacts().words
  return (
    <a
      href={home}
      className="relative inline-flex h-10 w-[190px] min-w-[160px] shrink items-center rounded-sm sm:w-[220px] xl:w-[190px]"
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
