/**
 * The editor preview's facts (./previewFactsShape.ts) from the checked content: the same facts the
 * pages of each language get (lib/content/siteFacts.ts). Served by the dev server from the current content, and written beside the editor's page by
 * its build (scripts/vite-plugin-editor.ts), so the preview works the same with the GitHub backend,
 * where no server of ours runs.
 */
import type { Content } from '../content/model/content.ts'
import type { ContentEntry } from '../content/model/entries.ts'
import { siteFacts } from '../content/siteFacts.ts'
import type { PreviewFacts } from './previewFactsShape.ts'

/** Each attorney's compiled body by its file, as AttorneyView names it. */
function compiledBodies(attorneys: ContentEntry<unknown>[]): Record<string, string> {
  const bodies: Record<string, string> = {}
  for (const attorney of attorneys) if (attorney.compiled) bodies[attorney.file] = attorney.compiled
  return bodies
}

export function previewFacts(content: Content): PreviewFacts {
  const read = content.leadFormsFile.read?.data
  const leadForms = { variants: read?.variants ?? {}, caseTypes: read?.caseTypes ?? {} }
  const english = compiledBodies(content.attorneys)
  const spanish = siteFacts(content, 'es')
  // The bodies the Spanish attorneys name: Spanish ones, and English for an attorney not yet translated.
  const bodies = { ...english, ...compiledBodies(content.es.attorneys) }
  return {
    facts: siteFacts(content),
    leadForms,
    bodies: english,
    spanish: {
      facts: spanish,
      leadForms,
      bodies: Object.fromEntries(
        spanish.attorneys.flatMap((a) => {
          const body = bodies[a.file]
          return body ? [[a.file, body]] : []
        }),
      ),
    },
    spanishTerms: Object.fromEntries(content.es.glossary.map((es) => [es.data.translationOf, es.slug])),
  }
}
