import { describe, expect, it } from 'vitest'
import { readEnvSettings } from '../../content/settings.ts'

describe('build settings from the environment', () => {
  it('defaults the lead endpoint to the marketing-form service and the API to v2', () => {
    expect(readEnvSettings({})).toEqual({ leadEndpoint: 'https://forms.hubspot.com', leadApi: 'v2' })
  })
  it('keeps only the origin of URL settings', () => {
    expect(readEnvSettings({ SITE_URL: 'https://law.example.com/', LEAD_ENDPOINT: 'http://localhost:3001/' })).toMatchObject({ siteUrl: 'https://law.example.com', leadEndpoint: 'http://localhost:3001' })
  })
  it.each([
    [{ SITE_URL: 'www.example.com' }, /^SITE_URL must be a full http\(s\) address/],
    [{ LEAD_ENDPOINT: 'ftp://x' }, /^LEAD_ENDPOINT must be/],
    [{ HUBSPOT_PORTAL_ID: '' }, /^HUBSPOT_PORTAL_ID must be a non-empty id/],
    [{ HUBSPOT_FORM_ID: 'a b' }, /^HUBSPOT_FORM_ID must be/],
    [{ LEAD_API: 'v4' }, /^LEAD_API must be "v2" or "v3"/],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => readEnvSettings(env)).toThrow(message)
  })
})
