/**
 * Builds the lead call from what the visitor typed: pure, so it is unit-tested.
 * v3 (default): the JSON submissions API; v2: the legacy urlencoded form upload. Where it goes is
 * not part of it: the page's sender (machine/leadSender.ts) sends it to the build's LeadTarget.
 */
import type { LeadTarget, LeadValues } from '../../lib/content/schema/leadTypes.ts'

/** What the call says about the page it was sent from. */
export interface LeadPage {
  href: string
  title: string
  /** The marketing service's visitor cookie (`hubspotutk`), or ''. */
  hutk: string
  /** The page's language (`<html lang>`): a lead from a Spanish page asks to be called back in Spanish. */
  language?: string
}

/** Everything needed to send the call again later (it is kept in the outbox as JSON). */
export interface LeadRequest {
  contentType: string
  body: string
}

/** The line that tells the firm's intake which language to call back in (the case types stay English ids). */
export const SPANISH_LINE = 'Preferred language: Spanish'

export function leadMessage(values: LeadValues, language?: string): string {
  const message = `Case Type: ${values.caseType}\n\nDescription: ${values.description}`
  return language === 'es' ? `${message}\n\n${SPANISH_LINE}` : message
}

export function buildLeadRequest(api: LeadTarget['api'], values: LeadValues, page: LeadPage): LeadRequest {
  const fields = {
    firstname: values.firstName,
    lastname: values.lastName,
    email: values.email,
    phone: values.phone,
    message: leadMessage(values, page.language),
  }
  if (api === 'v3') {
    // The service rejects an empty hutk: without the cookie it is left out.
    const context = { pageUri: page.href, pageName: page.title, ...(page.hutk ? { hutk: page.hutk } : {}) }
    const body = { fields: Object.entries(fields).map(([name, value]) => ({ name, value })), context }
    return { contentType: 'application/json', body: JSON.stringify(body) }
  }
  const hsContext = {
    pageUri: page.href,
    pageUrl: page.href,
    pageName: page.title,
    hutk: page.hutk,
    sfdcCampaignId: '',
  }
  const body = new URLSearchParams({ ...fields, hs_context: JSON.stringify(hsContext) })
  return { contentType: 'application/x-www-form-urlencoded', body: body.toString() }
}

/** The `hubspotutk` value of a `document.cookie` string, or '' (also when it is not a valid escape, e.g. a lone `%`). */
export function readHutk(cookie: string): string {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== 'hubspotutk') continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return ''
    }
  }
  return ''
}
