/**
 * Usage: tsx scripts/editor-config.ts [--backend local|github] > config.yml
 * Prints the editor's Decap configuration as YAML, exactly as the build hands it to /admin/
 * (lib/editor/decapConfig.ts, generated from the zod schemas): to read it, never to edit it.
 */
import path from 'node:path'
import { stringify } from 'yaml'
import { decapConfig, type EditorBackend } from '../lib/editor/decapConfig.ts'
import { readEditorSettings } from '../lib/editor/editorSettings.ts'
import { contentDir } from '../lib/content/read/readContent.ts'

const i = process.argv.indexOf('--backend')
const settings = readEditorSettings()
const backend = (i > 0 ? process.argv[i + 1] : settings.repo ? 'github' : 'local') as EditorBackend
if (backend !== 'local' && backend !== 'github') throw new Error(`--backend must be local or github, not ${backend}`)
process.stdout.write(
  stringify(decapConfig({ backend, settings, repoDir: path.resolve('.'), contentDir: contentDir() })),
)
