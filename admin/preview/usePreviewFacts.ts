/**
 * The preview's facts (lib/editor/previewFacts.ts), fetched from beside the editor's page each time
 * a preview opens: in `npm run dev` they follow the content on disk; in the build they are the
 * site's as it was built.
 */
import { useEffect, useState } from 'react'
import { PREVIEW_FACTS_FILE, type PreviewFacts } from '../../lib/editor/previewFactsShape.ts'

export type FactsState = { facts: PreviewFacts } | { error: string } | undefined

export function usePreviewFacts(): FactsState {
  const [state, setState] = useState<FactsState>()
  useEffect(() => {
    let live = true
    fetch(new URL(PREVIEW_FACTS_FILE, location.href), { cache: 'no-store' })
      .then((response) => {
        if (!response.ok) throw new Error(`${PREVIEW_FACTS_FILE} answered ${response.status}`)
        return response.json() as Promise<PreviewFacts>
      })
      .then((facts) => live && setState({ facts }))
      .catch(
        (error: unknown) =>
          live && setState({ error: `The preview could not load the site's facts: ${String(error)}` }),
      )
    return () => {
      live = false
    }
  }, [])
  return state
}
