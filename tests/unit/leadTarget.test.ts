/**
 * Where leads go is decided by the build settings alone (virtual:lead-target), and it stays inside
 * the Content-Security-Policy's `connect-src`, which follows the same settings.
 */
import { describe, expect, it } from 'vitest'
import { LEAD_TARGET } from 'virtual:lead-target'
import { leadSettings, leadTarget, readEnvSettings, type BuildSettings } from '../../lib/content/settings.ts'
import { securityHeaders } from '../../scripts/securityHeaders.ts'
import { leadTargetModule } from '../../scripts/vite-plugin-lead-target.ts'

const ids = { siteUrl: 'https://law.example.com', portalId: '4815162', formId: '9a1f0c2e-5b7d' }
const settings = (env: NodeJS.ProcessEnv): BuildSettings => ({
  ...ids,
  ...(readEnvSettings(env) as Required<BuildSettings>),
})

/** The CSP's connect-src lets the browser send to this URL. */
function allowedBySiteCsp(url: string, leadEndpoint: string): boolean {
  const connect = securityHeaders(leadEndpoint)
    ['Content-Security-Policy']!.split('; ')
    .find((d) => d.startsWith('connect-src '))!
  return connect.split(' ').includes(new URL(url).origin)
}

describe('the lead target', () => {
  it.each([
    [{}, 'v3', 'https://api.hsforms.com/submissions/v3/integration/submit/4815162/9a1f0c2e-5b7d'],
    [{ LEAD_API: 'v2' }, 'v2', 'https://forms.hubspot.com/uploads/form/v2/4815162/9a1f0c2e-5b7d'],
    [
      { LEAD_ENDPOINT: 'http://127.0.0.1:3001' },
      'v3',
      'http://127.0.0.1:3001/submissions/v3/integration/submit/4815162/9a1f0c2e-5b7d',
    ],
  ])('follows the settings %j, inside connect-src', (env, api, url) => {
    const built = settings(env)
    expect(leadTarget(built)).toEqual({ api, url })
    expect(allowedBySiteCsp(url, built.leadEndpoint)).toBe(true)
  })

  it('reaches the browser code as a module of the build, made from the build settings', () => {
    expect(leadTargetModule()).toBe(`export const LEAD_TARGET = ${JSON.stringify(leadTarget(leadSettings()))}\n`)
    expect(LEAD_TARGET).toEqual(leadTarget(leadSettings()))
  })
})
