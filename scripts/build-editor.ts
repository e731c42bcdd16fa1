/**
 * Usage: tsx scripts/build-editor.ts   (run by `npm run build` after `vike build`)
 * Builds the /admin/ editor into dist/client/admin/ (vite.admin.config.ts), with the site index it
 * checks a save against (site-index.json). With EDITOR_REPO it
 * edits that GitHub repository through pull requests; a local build (ALLOW_PLACEHOLDERS=1) without
 * it edits this computer's copy through decap-server; a build for publishing without it has no
 * editor, since there would be no repository to save to. EDITOR_BUILD=off leaves the editor out
 * (npm run bench measures the site's build without it; the editor's bundle does not grow with pages).
 */
import { SettingsError } from '../lib/content/settings.ts'
import { rmSync, writeFileSync } from 'node:fs'
import { build } from 'vite'
import { readEditorSettings } from '../lib/editor/editorSettings.ts'
import { buildSiteIndex } from '../lib/editor/buildSiteIndex.ts'
import { SITE_INDEX_FILE } from '../lib/editor/loadedSiteIndex.ts'
import { readContentOnce } from '../lib/content/store.ts'

rmSync('dist/client/admin', { recursive: true, force: true })
if (process.env.EDITOR_BUILD === 'off') {
  console.log('build-editor: no /admin/ editor in this build (EDITOR_BUILD=off)')
  process.exit(0)
}

let repo: string | undefined
const local = process.env.ALLOW_PLACEHOLDERS === '1'
try {
  const settings = readEditorSettings()
  repo = settings.repo
  // A build for publishing keeps no setting that only works on this computer (README "Deploying").
  if (!local && settings.authUrl && /^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(settings.authUrl)) {
    throw new SettingsError(
      `EDITOR_AUTH_URL is ${settings.authUrl}, an address on this computer: editors of the published site could not log in. Set it to the login service's address, or leave it unset.`,
    )
  }
} catch (error) {
  if (!(error instanceof SettingsError)) throw error
  process.stderr.write(`\nBuild setting error: ${error.message}\n\n`)
  process.exit(1)
}
if (!repo && !local) {
  console.log(
    'build-editor: no /admin/ editor in this build (EDITOR_REPO is not set: README "The content editor" says how to turn it on)',
  )
} else {
  process.env.EDITOR_BACKEND = repo ? 'github' : 'local'
  await build({ configFile: 'vite.admin.config.ts', logLevel: 'warn' })
  // The rest of the site, which the editor checks an unsaved entry against (lib/editor/siteCheck.ts).
  writeFileSync(`dist/client/admin/${SITE_INDEX_FILE}`, JSON.stringify(buildSiteIndex(readContentOnce())))
  console.log(
    `build-editor: /admin/ built (${repo ? `GitHub ${repo}, editorial workflow` : 'local backend, decap-server'})`,
  )
}
