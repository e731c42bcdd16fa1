/**
 * Usage: tsx scripts/build-editor.ts   (run by `npm run build` after `vike build`)
 * Builds the /admin/ editor into dist/client/admin/ (vite.admin.config.ts). With EDITOR_REPO it
 * edits that GitHub repository through pull requests; a local build (ALLOW_PLACEHOLDERS=1) without
 * it edits this computer's copy through decap-server; a build for publishing without it has no
 * editor, since there would be no repository to save to.
 */
import { rmSync } from 'node:fs'
import { build } from 'vite'
import { SettingsError } from '../lib/content/settings.ts'
import { readEditorSettings } from '../lib/editor/editorSettings.ts'

let repo: string | undefined
try {
  repo = readEditorSettings().repo
} catch (error) {
  if (!(error instanceof SettingsError)) throw error
  process.stderr.write(`\nBuild setting error: ${error.message}\n\n`)
  process.exit(1)
}
const local = process.env.ALLOW_PLACEHOLDERS === '1'
rmSync('dist/client/admin', { recursive: true, force: true })
if (!repo && !local) {
  console.log('build-editor: no /admin/ editor in this build (EDITOR_REPO is not set: README "The content editor" says how to turn it on)')
} else {
  process.env.EDITOR_BACKEND = repo ? 'github' : 'local'
  await build({ configFile: 'vite.admin.config.ts', logLevel: 'warn' })
  console.log(`build-editor: /admin/ built (${repo ? `GitHub ${repo}, editorial workflow` : 'local backend, decap-server'})`)
}
