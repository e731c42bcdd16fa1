/**
 * Usage: tsx scripts/start.ts   (`npm start`; PORT and LEAD_RECORDER_PORT override 3000 / 3001)
 * Builds the site with its forms pointed at the local lead recorder, then serves it.
 */
import { execSync } from 'node:child_process'

const recorderPort = process.env.LEAD_RECORDER_PORT ?? '3001'
// A local build: its forms point at this computer, so it must say so to pass the build's placeholder check.
const env = {
  ...process.env,
  ALLOW_PLACEHOLDERS: '1',
  LEAD_ENDPOINT: process.env.LEAD_ENDPOINT ?? `http://127.0.0.1:${recorderPort}`,
}
execSync('npm run build', { stdio: 'inherit', env })
execSync('tsx scripts/serve.ts', { stdio: 'inherit', env })
