/** The build's summary of the site for the steps after pre-rendering (written by the content plugin). */
import type { PhotoJob } from './photos/photoJobs.ts'

export const SITE_MANIFEST = 'dist/site-manifest.json'

export interface SiteManifest {
  siteUrl: string
  leadEndpoint: string
  pages: { file: string; canonical: string; sitemap: boolean }[]
  /** The photos pages use, with the copies to make (scripts/photos/writePhotos.ts). */
  photos: PhotoJob[]
}
