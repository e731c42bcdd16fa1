/**
 * The settings a published site must not keep from this repository's fictional placeholders
 * (README "Deploying"): a lead endpoint on this computer, the all-zero HubSpot ids, an example.com address.
 */
import type { BuildSettings } from './settings.ts'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])
/** RFC 2606 keeps these domains for examples: no firm's site lives there. */
const EXAMPLE_DOMAIN = /(^|\.)example\.(com|net|org)$/
const ZERO_ID = /^[0-]+$/

/** One plain sentence per placeholder setting, naming the variable and what to do; empty when none. */
export function placeholderProblems(settings: BuildSettings): string[] {
  const problems: string[] = []
  const lead = new URL(settings.leadEndpoint).hostname
  if (LOCAL_HOSTS.has(lead) || lead.endsWith('.localhost')) {
    problems.push(
      `LEAD_ENDPOINT is ${settings.leadEndpoint}, an address on this computer: visitors' forms could not reach it. Leave LEAD_ENDPOINT unset (the form service) or set it to the service's address.`,
    )
  }
  if (ZERO_ID.test(settings.portalId)) {
    problems.push(
      `HUBSPOT_PORTAL_ID is the placeholder "${settings.portalId}": set HUBSPOT_PORTAL_ID to the firm's HubSpot account id.`,
    )
  }
  if (ZERO_ID.test(settings.formId)) {
    problems.push(
      `HUBSPOT_FORM_ID is the placeholder "${settings.formId}": set HUBSPOT_FORM_ID to the id of the firm's HubSpot form.`,
    )
  }
  if (EXAMPLE_DOMAIN.test(new URL(settings.siteUrl).hostname)) {
    problems.push(
      `SITE_URL is ${settings.siteUrl}, a placeholder address: set SITE_URL, or siteUrl in content/site.yaml, to the firm's own address (https://www.firm-name.com).`,
    )
  }
  return problems
}
