import {
  PLACEHOLDER_FORM_ID,
  PLACEHOLDER_PORTAL_ID,
  buildSettings,
  readEnvSettings,
  type BuildSettings,
} from '../../lib/content/settings.ts'
import { readSite } from '../../lib/content/read/readContent.ts'
import { describe, expect, it } from 'vitest'
import { placeholderProblems } from '../../lib/content/placeholderSettings.ts'

describe('build settings from the environment', () => {
  it('defaults the lead call to the v3 submissions API on its own host', () => {
    expect(readEnvSettings({})).toEqual({ leadEndpoint: 'https://api.hsforms.com', leadApi: 'v3' })
  })
  it('keeps the legacy upload host for LEAD_API=v2', () => {
    expect(readEnvSettings({ LEAD_API: 'v2' })).toEqual({ leadEndpoint: 'https://forms.hubspot.com', leadApi: 'v2' })
  })
  it('keeps only the origin of URL settings', () => {
    expect(
      readEnvSettings({ SITE_URL: 'https://law.example.com/', LEAD_ENDPOINT: 'http://localhost:3001/' }),
    ).toMatchObject({ siteUrl: 'https://law.example.com', leadEndpoint: 'http://localhost:3001' })
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

describe('where leads go', () => {
  const site = readSite('tests/fixtures/content', []).site!
  it('comes from the environment alone: the placeholder ids without it, whatever site.yaml holds', () => {
    expect(buildSettings(site, {})).toMatchObject({ portalId: PLACEHOLDER_PORTAL_ID, formId: PLACEHOLDER_FORM_ID })
    expect(buildSettings(site, { HUBSPOT_PORTAL_ID: '4815162', HUBSPOT_FORM_ID: '9a1f-0c2e' })).toMatchObject({
      portalId: '4815162',
      formId: '9a1f-0c2e',
    })
    expect(Object.keys(site)).not.toContain('leadForm')
  })
})

describe('placeholder settings a published site must not keep', () => {
  const real: BuildSettings = {
    siteUrl: 'https://www.callowaybrennan.com',
    leadEndpoint: 'https://api.hsforms.com',
    portalId: '4815162',
    formId: '9a1f0c2e-5b7d-4e3a-8c21-6f0d2b9e7a14',
    leadApi: 'v3',
  }

  it('accepts real settings', () => {
    expect(placeholderProblems(real)).toEqual([])
  })
  it.each([
    [
      { leadEndpoint: 'http://127.0.0.1:3001' },
      /^LEAD_ENDPOINT is http:\/\/127\.0\.0\.1:3001, an address on this computer/,
    ],
    [{ leadEndpoint: 'http://localhost:3001' }, /^LEAD_ENDPOINT is http:\/\/localhost:3001/],
    [{ portalId: '00000000' }, /^HUBSPOT_PORTAL_ID is the placeholder "00000000"/],
    [{ formId: '00000000-0000-0000-0000-000000000000' }, /^HUBSPOT_FORM_ID is the placeholder/],
    [{ siteUrl: 'https://www.example.com' }, /^SITE_URL is https:\/\/www\.example\.com, a placeholder address/],
    [{ siteUrl: 'https://example.com' }, /^SITE_URL is https:\/\/example\.com/],
  ])('names the setting of %j', (change, message) => {
    const problems = placeholderProblems({ ...real, ...change })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(message)
  })
  it('does not mistake a firm domain that merely contains "example"', () => {
    expect(placeholderProblems({ ...real, siteUrl: 'https://www.counterexample.com' })).toEqual([])
  })
})
