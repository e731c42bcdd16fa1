/**
 * Build-time settings (environment variables, README "Settings"). Where leads go (LEAD_API,
 * LEAD_ENDPOINT, HUBSPOT_PORTAL_ID, HUBSPOT_FORM_ID) comes from the environment only, never from
 * content: a content change cannot send the firm's leads to another account. Without them a build
 * gets the placeholders below, which a deployment build refuses (./placeholderSettings.ts). Only the
 * site's address falls back to site.yaml. A bad value stops the build with a message naming the variable.
 */
import type { LeadTarget } from './schema/leadTypes.ts'
import type { Site } from './schema/collections.ts'

export interface BuildSettings {
  siteUrl: string
  leadEndpoint: string
  portalId: string
  formId: string
  leadApi: 'v2' | 'v3'
}

/** The settings that say where leads go. */
export type LeadSettings = Omit<BuildSettings, 'siteUrl'>

export class SettingsError extends Error {}

/** The HubSpot ids a build gets without HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID: no account's, refused for deployment. */
export const PLACEHOLDER_PORTAL_ID = '00000000'
export const PLACEHOLDER_FORM_ID = '00000000-0000-0000-0000-000000000000'

function url(name: string, value: string): string {
  try {
    const parsed = new URL(value)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error()
    return parsed.origin
  } catch {
    throw new SettingsError(`${name} must be a full http(s) address like https://www.example.com, not "${value}".`)
  }
}

function id(name: string, value: string): string {
  if (!/^[\w-]+$/.test(value))
    throw new SettingsError(`${name} must be a non-empty id of letters, digits and dashes, not "${value}".`)
  return value
}

/** Reads the environment only. */
export function readEnvSettings(env: NodeJS.ProcessEnv = process.env): Partial<BuildSettings> {
  const out: Partial<BuildSettings> = {}
  if (env.SITE_URL !== undefined) out.siteUrl = url('SITE_URL', env.SITE_URL)
  const api = env.LEAD_API ?? 'v3'
  if (api !== 'v2' && api !== 'v3') throw new SettingsError(`LEAD_API must be "v2" or "v3", not "${api}".`)
  out.leadApi = api
  // The v3 submissions API lives on another host than the v2 form upload.
  out.leadEndpoint = url(
    'LEAD_ENDPOINT',
    env.LEAD_ENDPOINT ?? (api === 'v3' ? 'https://api.hsforms.com' : 'https://forms.hubspot.com'),
  )
  if (env.HUBSPOT_PORTAL_ID !== undefined) out.portalId = id('HUBSPOT_PORTAL_ID', env.HUBSPOT_PORTAL_ID)
  if (env.HUBSPOT_FORM_ID !== undefined) out.formId = id('HUBSPOT_FORM_ID', env.HUBSPOT_FORM_ID)
  return out
}

/** Where leads go: the environment's settings, the placeholder ids where they are unset. Takes no content. */
export function leadSettings(env: NodeJS.ProcessEnv = process.env): LeadSettings {
  const read = readEnvSettings(env)
  return {
    leadEndpoint: read.leadEndpoint!,
    portalId: read.portalId ?? PLACEHOLDER_PORTAL_ID,
    formId: read.formId ?? PLACEHOLDER_FORM_ID,
    leadApi: read.leadApi ?? 'v3',
  }
}

/** Every build setting: where leads go (above), and the site's address, site.yaml's `siteUrl` where SITE_URL is unset. */
export function buildSettings(site: Site, env: NodeJS.ProcessEnv = process.env): BuildSettings {
  const siteUrl = readEnvSettings(env).siteUrl ?? url('siteUrl in site.yaml', site.siteUrl)
  return { siteUrl, ...leadSettings(env) }
}

/** The address the lead forms post to (the v3 submissions API; `LEAD_API=v2`: the legacy upload). */
export function leadTarget(settings: LeadSettings): LeadTarget {
  const { leadApi, leadEndpoint: origin, portalId, formId } = settings
  const ids = `${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`
  return leadApi === 'v3'
    ? { api: 'v3', url: `${origin}/submissions/v3/integration/submit/${ids}` }
    : { api: 'v2', url: `${origin}/uploads/form/v2/${ids}` }
}
