import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium'
import { BASE_URL, E2E_PORT, E2E_RECORDER_PORT } from './tests/e2e/ports'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  // The editor's tests run in order on one worker (about a third of the browser work): queued first,
  // so the other worker takes the rest beside them instead of waiting for them at the end.
  // WITH_SPEC=1 (.ci/run) adds the specification's tests (tests/spec, `npm run test:spec`) to the
  // same run, against the same server: editors' pull requests run `npm test` without them.
  projects: [
    { name: 'editor', testMatch: 'editor.spec.ts' },
    { name: 'site', testIgnore: 'editor.spec.ts' },
    ...(process.env.WITH_SPEC ? [{ name: 'spec', testDir: 'tests/spec' }] : []),
  ],
  webServer: {
    // The tests' leads go to a file of their own, away from `npm start`'s.
    command: `tsx scripts/serve.ts --port ${E2E_PORT} --recorder-port ${E2E_RECORDER_PORT} --leads-file .leads/e2e-leads.jsonl`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
})
