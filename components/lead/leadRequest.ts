/**
 * Builds the lead call of CONTRACT 6 from what the visitor typed: pure, so it is unit-tested.
 * v2 (default): the urlencoded form upload; v3: the JSON submissions API.
 */
import type { LeadEndpoint, LeadValues } from './leadTypes.ts'

/** What the call says about the page it was sent from. */
export interface LeadPage {
  href: string
  title: string
  /** The marketing service's visitor cookie (`hubspotutk`), or ''. */
  hutk: string
}

export interface LeadRequest {
  url: string
  contentType: string
  body: string
}

export function leadMessage(values: LeadValues): string {
  return `Case Type: ${values.caseType}\n\nDescription: ${values.description}`
}

export function buildLeadRequest(endpoint: LeadEndpoint, values: LeadValues, page: LeadPage): LeadRequest {
  const fields = {
    firstname: values.firstName,
    lastname: values.lastName,
    email: values.email,
    phone: values.phone,
    message: leadMessage(values),
  }
  if (endpoint.api === 'v3') {
    const context = { ...(page.hutk ? { hutk: page.hutk } : {}), pageUri: page.href, pageName: page.title }
    const body = { fields: Object.entries(fields).map(([name, value]) => ({ objectTypeId: '0-1', name, value })), context }
    return { url: endpoint.url, contentType: 'application/json', body: JSON.stringify(body) }
  }
  const hsContext = { pageUri: page.href, pageUrl: page.href, pageName: page.title, hutk: page.hutk, sfdcCampaignId: '' }
  const body = new URLSearchParams({ ...fields, hs_context: JSON.stringify(hsContext) })
  return { url: endpoint.url, contentType: 'application/x-www-form-urlencoded', body: body.toString() }
}

/** The `hubspotutk` value of a `document.cookie` string, or ''. */
export function readHutk(cookie: string): string {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === 'hubspotutk') return decodeURIComponent(rest.join('='))
  }
  return ''
}
