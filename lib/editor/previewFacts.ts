/**
 * The editor preview's facts (./previewFactsShape.ts) from the checked content: the same facts the
 * pages get (lib/content/siteFacts.ts). Served by the dev server from the current content, and
 * written beside the editor's page by its build (scripts/vite-plugin-editor.ts), so the preview
 * works the same with the GitHub backend, where no server of ours runs.
 */
import type { Content } from '../content/model/content.ts'
import { siteFacts } from '../content/siteFacts.ts'
import type { PreviewFacts } from './previewFactsShape.ts'

export function previewFacts(content: Content): PreviewFacts {
  const read = content.leadFormsFile.read?.data
  const bodies: Record<string, string> = {}
  for (const attorney of content.attorneys) if (attorney.compiled) bodies[attorney.file] = attorney.compiled
  return {
    facts: siteFacts(content),
    leadForms: { variants: read?.variants ?? {}, caseTypes: read?.caseTypes ?? {} },
    bodies,
  }
}
