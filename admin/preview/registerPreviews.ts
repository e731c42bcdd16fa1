/**
 * The editor's preview pane draws each entry with the site's components and the site's own
 * stylesheet (styles/global.css through Tailwind, compiled by the same plugin as the site's:
 * inlined into the preview's iframe, so it is the same CSS in `npm run dev` and in the build).
 * Each collection of the registry (lib/content/schema/collectionRegistry.ts) has its preview, and
 * its Spanish collection (`es-<name>`) one drawn with the Spanish words and facts.
 */
import siteCss from '../../styles/global.css?inline'
import type { ComponentType } from 'react'
import { collectionNames, type CollectionName } from '../../lib/content/schema/collectionRegistry.ts'
import { AttorneyPreview, FaqPreview, GlossaryPreview, PagePreview } from './previewTemplates.tsx'
import {
  SpanishAttorneyPreview,
  SpanishFaqPreview,
  SpanishGlossaryPreview,
  SpanishPagePreview,
} from './spanishTemplates.tsx'

interface PreviewRegistry {
  registerPreviewStyle(style: string, options?: { raw?: boolean }): void
  // biome-ignore lint/suspicious/noExplicitAny: Decap hands its templates props it does not type.
  registerPreviewTemplate(collection: string, component: ComponentType<any>): void
}

// biome-ignore lint/suspicious/noExplicitAny: Decap hands its templates props it does not type.
type Template = ComponentType<any>

/** Each collection's preview, in English and in Spanish. */
const PREVIEWS: Record<CollectionName, { en: Template; es: Template }> = {
  pages: { en: PagePreview, es: SpanishPagePreview },
  attorneys: { en: AttorneyPreview, es: SpanishAttorneyPreview },
  faq: { en: FaqPreview, es: SpanishFaqPreview },
  glossary: { en: GlossaryPreview, es: SpanishGlossaryPreview },
}

export function registerPreviews(cms: PreviewRegistry): void {
  cms.registerPreviewStyle(siteCss, { raw: true })
  for (const name of collectionNames) cms.registerPreviewTemplate(name, PREVIEWS[name].en)
  for (const name of collectionNames) cms.registerPreviewTemplate(`es-${name}`, PREVIEWS[name].es)
}
