/**
 * Vite plugin: `virtual:lead-target`, where the lead forms send leads (LeadTarget), decided at build
 * time by the build settings (lib/content/settings.ts: LEAD_API, LEAD_ENDPOINT and the HubSpot ids),
 * the same settings the Content-Security-Policy's `connect-src` follows. The browser code imports it
 * (components/lead/submitLead.ts), so no island prop, HTML attribute or stored JSON can send a lead
 * elsewhere. Loaded when first imported, after the content plugin has checked the content.
 */
import type { Plugin } from 'vite'
import { buildSettings, leadTarget } from '../lib/content/settings.ts'
import { contentStore } from '../lib/content/store.ts'

const resolved = '\0virtual:lead-target'

/** The module's code: one constant. */
export const leadTargetModule = (): string =>
  `export const LEAD_TARGET = ${JSON.stringify(leadTarget(buildSettings(contentStore().site)))}\n`

export function leadTargetPlugin(): Plugin {
  return {
    name: 'lead-target',
    resolveId: { filter: { id: /^virtual:lead-target$/ }, handler: () => resolved },
    load: { filter: { id: /^\0virtual:lead-target$/ }, handler: leadTargetModule },
  }
}
