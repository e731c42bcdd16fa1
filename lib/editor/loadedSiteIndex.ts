/**
 * The site index the editor loaded when it opened (/admin/site-index.json: the dev server makes it
 * from the content on disk, the build writes it): the rest of the site an unsaved entry is checked
 * against (./siteCheck.ts). Without it (not loaded, or not there) only each entry's own checks run.
 */
import type { SiteIndex } from '../content/model/siteIndex.ts'

export const SITE_INDEX_FILE = 'site-index.json'

let loaded: SiteIndex | undefined

export function loadedSiteIndex(): SiteIndex | undefined {
  return loaded
}

export function setSiteIndex(index: SiteIndex | undefined): void {
  loaded = index
}

/** Fetches the index beside the editor's page; the dev server makes it anew for each request. */
export async function loadSiteIndex(base = new URL(SITE_INDEX_FILE, document.baseURI)): Promise<void> {
  try {
    const response = await fetch(base, { cache: 'no-store' })
    if (response.ok) setSiteIndex((await response.json()) as SiteIndex)
  } catch {
    // No index: the entry's own checks still run.
  }
}
