/**
 * Usage: tsx scripts/test-e2e.ts [playwright args]   (the browser half of `npm test`)
 * Finds or installs Chromium, builds the site with its forms pointed at the test lead
 * recorder, and runs the Playwright tests against it served as `npm start` serves it.
 */
import { execSync } from 'node:child_process'
import { DECAP_SERVER_PORT, E2E_RECORDER_PORT } from '../tests/e2e/ports.ts'

execSync('tsx scripts/ensure-chromium.ts', { stdio: 'inherit' })
// The build's /admin/ edits through decap-server on the tests' port (tests/e2e/editor-admin.spec.ts starts it).
const env = {
  ...process.env,
  ALLOW_PLACEHOLDERS: '1',
  LEAD_ENDPOINT: `http://127.0.0.1:${E2E_RECORDER_PORT}`,
  DECAP_SERVER_PORT: String(DECAP_SERVER_PORT),
  EDITOR_REPO: '',
}
if (!process.env.SKIP_BUILD) execSync('npm run build', { stdio: 'inherit', env })
const args = process.argv
  .slice(2)
  .map((a) => JSON.stringify(a))
  .join(' ')
try {
  execSync(`playwright test ${args}`, { stdio: 'inherit', env })
} catch {
  process.exit(1)
}
