/**
 * The editor's preview pane draws each entry with the site's components and the site's own
 * stylesheet (styles/global.css through Tailwind, compiled by the same plugin as the site's:
 * inlined into the preview's iframe, so it is the same CSS in `npm run dev` and in the build).
 */
import siteCss from '../../styles/global.css?inline'
import { AttorneyPreview, FaqPreview, GlossaryPreview, PagePreview } from './previewTemplates.tsx'
import {
  SpanishAttorneyPreview,
  SpanishFaqPreview,
  SpanishGlossaryPreview,
  SpanishPagePreview,
} from './spanishTemplates.tsx'
import type { ComponentType } from 'react'

interface PreviewRegistry {
  registerPreviewStyle(style: string, options?: { raw?: boolean }): void
  // biome-ignore lint/suspicious/noExplicitAny: Decap hands its templates props it does not type.
  registerPreviewTemplate(collection: string, component: ComponentType<any>): void
}

export function registerPreviews(cms: PreviewRegistry): void {
  cms.registerPreviewStyle(siteCss, { raw: true })
  cms.registerPreviewTemplate('pages', PagePreview)
  cms.registerPreviewTemplate('attorneys', AttorneyPreview)
  cms.registerPreviewTemplate('faq', FaqPreview)
  cms.registerPreviewTemplate('glossary', GlossaryPreview)
  // The Spanish collections (lib/editor/spanishCollections.ts), drawn with the Spanish words and facts.
  cms.registerPreviewTemplate('es-pages', SpanishPagePreview)
  cms.registerPreviewTemplate('es-attorneys', SpanishAttorneyPreview)
  cms.registerPreviewTemplate('es-faq', SpanishFaqPreview)
  cms.registerPreviewTemplate('es-glossary', SpanishGlossaryPreview)
}
