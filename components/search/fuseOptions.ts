/** Fuse.js settings shared by the build (which makes the index) and the browser (which searches it). */
import type { IFuseOptions } from 'fuse.js'
import type { SearchDoc } from '../../lib/content/schema/listViewTypes.ts'

export const fuseKeys = [
  { name: 'title', weight: 2 },
  { name: 'text', weight: 1 },
]

export const fuseOptions: IFuseOptions<SearchDoc> = {
  keys: fuseKeys,
  // 0.3 forgives about one typing error in four letters ("neglegence", "statue of limitations")
  // without matching unrelated words; ignoreLocation lets a match sit anywhere in a long text.
  threshold: 0.3,
  ignoreLocation: true,
  // Accents count for nothing on either side ("credito" finds "crédito"), as in ./rankResults.ts.
  ignoreDiacritics: true,
  includeScore: true,
}
