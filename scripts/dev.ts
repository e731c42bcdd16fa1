/**
 * Usage: npm run dev [-- --port 3000]   (DECAP_SERVER_PORT: the local backend's port, 8081 unless set;
 * DECAP_REPO_DIR: the folder it edits, this one unless set; CONTENT_DIR as for every command)
 * The live preview (`vike dev`) and, beside it, the editor's local backend (decap-server in `fs`
 * mode: a save in http://localhost:3000/admin/ writes the file in content/ at once, no account,
 * no branch). Stopping this command stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { readEditorSettings } from '../lib/editor/editorSettings.ts'

const settings = readEditorSettings()
const require = createRequire(import.meta.url)
const decapServer = require.resolve('decap-server/dist/index.js')
const repoDir = path.resolve(process.env.DECAP_REPO_DIR || '.')

const children: ChildProcess[] = [
  spawn(process.execPath, [decapServer], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(settings.localPort),
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repoDir,
      BIND_HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  }),
  spawn(process.execPath, [path.resolve('node_modules/vike/bin.js'), 'dev', ...process.argv.slice(2)], {
    stdio: 'inherit',
  }),
]
const portArg = process.argv.indexOf('--port')
console.log(
  `Editor: http://localhost:${portArg > 0 ? process.argv[portArg + 1] : 3000}/admin/ (its local backend edits ${repoDir} on port ${settings.localPort})`,
)

const stop = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1))
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
