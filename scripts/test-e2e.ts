/**
 * Usage: tsx scripts/test-e2e.ts [--html <project> | --no-html] [playwright args]   (the build half of `npm test`;
 * with WITH_SPEC=1, as .ci/run sets it, the specification's tests of `npm run test:spec` join the run)
 * Finds or installs Chromium, builds the site with its forms pointed at the test lead recorder
 * (unless SKIP_BUILD is set), judges the built HTML without a browser (the Vitest project
 * `--html` names in vitest.built.config.ts: `built` by default, `spec-built` for `npm run
 * test:spec`; skipped with `--no-html`, or when the arguments name spec files to run), then runs the
 * Playwright tests against the build served as `npm start` serves it.
 */
import { execSync } from 'node:child_process'
import { DECAP_SERVER_PORT, E2E_RECORDER_PORT } from '../tests/e2e/ports.ts'
import { installWrangler } from '../tests/e2e/wranglerServer.ts'

const args = process.argv.slice(2)
const htmlAt = args.indexOf('--html')
const namedSpecs = args.some((a) => /\.tsx?$/.test(a))
const htmlProject = args.includes('--no-html')
  ? undefined
  : htmlAt >= 0
    ? args[htmlAt + 1]
    : namedSpecs
      ? undefined
      : 'built'
const playwrightArgs = args.filter((a, i) => a !== '--no-html' && (htmlAt < 0 || (i !== htmlAt && i !== htmlAt + 1)))

execSync('tsx scripts/ensure-chromium.ts', { stdio: 'inherit' })
// The build's /admin/ edits through decap-server on the tests' port (tests/e2e/editor-admin.spec.ts starts it).
const env = {
  ...process.env,
  ALLOW_PLACEHOLDERS: '1',
  LEAD_ENDPOINT: `http://127.0.0.1:${E2E_RECORDER_PORT}`,
  DECAP_SERVER_PORT: String(DECAP_SERVER_PORT),
  EDITOR_REPO: '',
}
// Only when hosts.spec.ts is among the tests to run (all of the default config's, or it is named).
const runsHosts = !args.includes('--config') && (!namedSpecs || args.some((a) => a.includes('hosts.spec')))
const wranglerInstalled = runsHosts ? installWrangler() : Promise.resolve()
try {
  if (!process.env.SKIP_BUILD) execSync('npm run build', { stdio: 'inherit', env })
  // WITH_SPEC=1 (.ci/run): the specification's checks of the HTML too, and its browser tests in the same run (playwright.config.ts).
  const htmlProjects = htmlProject === 'built' && process.env.WITH_SPEC ? ['built', 'spec-built'] : [htmlProject]
  if (htmlProject)
    execSync(`vitest run --config vitest.built.config.ts ${htmlProjects.map((p) => `--project ${p}`).join(' ')}`, {
      stdio: 'inherit',
      env,
    })
  await wranglerInstalled
  execSync(`playwright test ${playwrightArgs.map((a) => JSON.stringify(a)).join(' ')}`, { stdio: 'inherit', env })
} catch {
  process.exit(1)
}
