/** The build's summary of the site for the steps after pre-rendering (written by the content plugin). */
import type { PhotoJob } from './photos/photoJobs.ts'
import type { ShareImageJob } from './shareImages/shareImageJobs.ts'

export const SITE_MANIFEST = 'dist/site-manifest.json'

export interface SiteManifest {
  siteUrl: string
  leadEndpoint: string
  /**
   * Both languages' pages; `aliases` are a page's other addresses (its path or aliases, less the canonical);
   * `alternates` are a translated pair's canonical paths (the sitemap names both).
   */
  pages: {
    file: string
    canonical: string
    aliases: string[]
    sitemap: boolean
    alternates?: { en: string; es: string }
  }[]
  /** The photos pages use, with the copies to make (scripts/photos/writePhotos.ts). */
  photos: PhotoJob[]
  /** Each page's share card to draw (scripts/shareImages/writeShareImages.ts). */
  shareImages: ShareImageJob[]
}
