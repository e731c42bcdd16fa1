/**
 * `npm run build` refuses a site that would lose leads (README "Deploying"), one placeholder setting at a
 * time, before it builds anything: vite.config.ts checks the settings (scripts/buildSettings.ts) when
 * `vike build` loads it. ALLOW_PLACEHOLDERS=1 lets a local build through. (A whole local build passes in
 * `npm test`'s browser half, which builds that way.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildSettingsRefusal } from '../../scripts/buildSettings.ts'

const REAL = {
  SITE_URL: 'https://www.callowaybrennan.com',
  HUBSPOT_PORTAL_ID: '4815162',
  HUBSPOT_FORM_ID: '9a1f0c2e-5b7d-4e3a-8c21-6f0d2b9e7a14',
  LEAD_ENDPOINT: 'https://api.hsforms.com',
}

describe('a build with a placeholder setting', () => {
  it.each([
    [{ LEAD_ENDPOINT: 'http://127.0.0.1:3001' }, 'LEAD_ENDPOINT is http://127.0.0.1:3001, an address on this computer'],
    [{ LEAD_ENDPOINT: 'http://localhost:3001' }, 'LEAD_ENDPOINT is http://localhost:3001, an address on this computer'],
    [{ HUBSPOT_PORTAL_ID: '00000000' }, 'HUBSPOT_PORTAL_ID is the placeholder "00000000"'],
    [
      { HUBSPOT_FORM_ID: '00000000-0000-0000-0000-000000000000' },
      'HUBSPOT_FORM_ID is the placeholder "00000000-0000-0000-0000-000000000000"',
    ],
    [{ SITE_URL: 'https://www.example.com' }, 'SITE_URL is https://www.example.com, a placeholder address'],
  ])('%j stops it, naming the setting', (placeholder, message) => {
    const refusal = buildSettingsRefusal({ deploy: true }, { ...REAL, ...placeholder }) ?? ''
    expect(refusal).toContain(message)
    expect(refusal).toContain('ALLOW_PLACEHOLDERS=1')
    // Only the one setting is named.
    expect(new Set(refusal.match(/^ {2}- .*$/gm)).size, refusal).toBe(1)
  })

  it('passes with the real settings, with ALLOW_PLACEHOLDERS=1 (a local build), and in `npm run dev`', () => {
    expect(buildSettingsRefusal({ deploy: true }, REAL)).toBeUndefined()
    const local = { LEAD_ENDPOINT: 'http://127.0.0.1:3001' }
    expect(buildSettingsRefusal({ deploy: true }, { ...local, ALLOW_PLACEHOLDERS: '1' })).toBeUndefined()
    expect(buildSettingsRefusal({ deploy: false }, local)).toBeUndefined()
  })

  it('stops on a malformed setting even in a local build, naming it', () => {
    expect(buildSettingsRefusal({ deploy: false }, { SITE_URL: 'www.firm.com' })).toContain(
      'Build setting error: SITE_URL must be a full http(s) address',
    )
  })
})

describe('vite.config.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('checks the settings when `vike build` loads it, and stops the build before it starts', async () => {
    for (const [name, value] of Object.entries({ ...REAL, LEAD_ENDPOINT: 'http://127.0.0.1:3001' }))
      vi.stubEnv(name, value)
    vi.stubEnv('ALLOW_PLACEHOLDERS', undefined)
    const printed: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((text) => printed.push(String(text)) > 0)
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`)
    })
    const { default: config } = await import('../../vite.config.ts')
    expect(() => config({ command: 'build', mode: 'production' })).toThrow('exit 1')
    expect(printed.join('')).toContain('LEAD_ENDPOINT is http://127.0.0.1:3001, an address on this computer')
    // `vike dev` is a local preview: the same settings pass.
    expect(() => config({ command: 'serve', mode: 'development' })).not.toThrow()
  }, 60_000)
})
