import { useCallback, useRef, useState } from 'react'
import { indexLoaders, type SearchIndexName } from './indexLoaders.ts'
import type { FuzzySearch } from './rankResults.ts'
import type { SearchDoc } from '../../lib/content/schema/listViewTypes.ts'

/**
 * Fuse.js and the build's index, loaded the first time `load` is called (the search box's
 * first focus or input). Until then `search` is null and the search matches text as typed.
 */
export function useFuzzySearch(
  name: SearchIndexName,
  docs: readonly SearchDoc[],
): { search: FuzzySearch | null; load: () => void } {
  const [search, setSearch] = useState<FuzzySearch | null>(null)
  const started = useRef(false)
  const load = useCallback(() => {
    if (started.current) return
    started.current = true
    Promise.all([import('./searchEngine.ts'), indexLoaders[name]()])
      .then(([engine, index]) => setSearch(() => engine.createFuzzySearch(docs, index.default)))
      .catch((error: unknown) => {
        started.current = false // try again on the next use; matching as typed keeps working meanwhile
        console.error('The fuzzy search could not load', error)
      })
  }, [name, docs])
  return { search, load }
}
