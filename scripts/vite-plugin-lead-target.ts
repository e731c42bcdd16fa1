/**
 * Vite plugin: `virtual:lead-target`, where the lead forms send leads (LeadTarget), decided at build
 * time by the build's environment (lib/content/settings.ts: LEAD_API, LEAD_ENDPOINT and the HubSpot ids; never content),
 * the same settings the Content-Security-Policy's `connect-src` follows. The browser code imports it
 * (components/lead/machine/leadSender.ts), so no island prop, HTML attribute or stored JSON can send a lead
 * elsewhere, and no content is read to make it.
 */
import type { Plugin } from 'vite'
import { leadSettings, leadTarget } from '../lib/content/settings.ts'

const resolved = '\0virtual:lead-target'

/** The module's code: one constant. */
export const leadTargetModule = (): string =>
  `export const LEAD_TARGET = ${JSON.stringify(leadTarget(leadSettings()))}\n`

export function leadTargetPlugin(): Plugin {
  return {
    name: 'lead-target',
    resolveId: { filter: { id: /^virtual:lead-target$/ }, handler: () => resolved },
    load: { filter: { id: /^\0virtual:lead-target$/ }, handler: leadTargetModule },
  }
}
