/**
 * `npm run build` refuses a site that would lose leads (README "Deploying"), one placeholder setting at a
 * time, before it builds anything; ALLOW_PLACEHOLDERS=1 lets a local build through. (A whole
 * local build passes in `npm test`'s browser half, which builds that way.)
 */
import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const REAL = {
  SITE_URL: 'https://www.callowaybrennan.com',
  HUBSPOT_PORTAL_ID: '4815162',
  HUBSPOT_FORM_ID: '9a1f0c2e-5b7d-4e3a-8c21-6f0d2b9e7a14',
  LEAD_ENDPOINT: 'https://api.hsforms.com',
}

function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const { ALLOW_PLACEHOLDERS: _local, ...inherited } = process.env
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...inherited, ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stderr }))
  })
}

describe.concurrent('npm run build with a placeholder setting', () => {
  it.each([
    [{ LEAD_ENDPOINT: 'http://127.0.0.1:3001' }, 'LEAD_ENDPOINT is http://127.0.0.1:3001, an address on this computer'],
    [{ LEAD_ENDPOINT: 'http://localhost:3001' }, 'LEAD_ENDPOINT is http://localhost:3001, an address on this computer'],
    [{ HUBSPOT_PORTAL_ID: '00000000' }, 'HUBSPOT_PORTAL_ID is the placeholder "00000000"'],
    [
      { HUBSPOT_FORM_ID: '00000000-0000-0000-0000-000000000000' },
      'HUBSPOT_FORM_ID is the placeholder "00000000-0000-0000-0000-000000000000"',
    ],
    [{ SITE_URL: 'https://www.example.com' }, 'SITE_URL is https://www.example.com, a placeholder address'],
  ])(
    '%j stops it, naming the setting',
    async (placeholder, message) => {
      const { code, stderr } = await run('npm', ['run', 'build'], { ...REAL, ...placeholder })
      expect(code).not.toBe(0)
      expect(stderr).toContain(message)
      expect(stderr).toContain('ALLOW_PLACEHOLDERS=1')
      // Only the one setting is named (once under load, CI saw the refusal's list twice in one run's
      // output; the stderr is kept in the failure message to tell why if it comes back).
      expect(new Set(stderr.match(/^ {2}- .*$/gm)).size, stderr).toBe(1)
    },
    120_000,
  )

  it('passes the check with ALLOW_PLACEHOLDERS=1 (a local build)', async () => {
    const check =
      "import('./scripts/buildSettings.ts').then((m) => { m.checkBuildSettings({ deploy: true }); console.error('passed') })"
    const { code, stderr } = await run('npx', ['tsx', '-e', check], {
      LEAD_ENDPOINT: 'http://127.0.0.1:3001',
      ALLOW_PLACEHOLDERS: '1',
    })
    expect(stderr).toContain('passed')
    expect(code).toBe(0)
  }, 60_000)
})
