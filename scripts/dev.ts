/**
 * Usage: npm run dev [-- --port 3000]   (HOST: the address to listen on, 127.0.0.1 unless set;
 * DECAP_SERVER_PORT: the editor backend's port, 8081 unless set; DECAP_REPO_DIR: the folder it saves
 * into, this one unless set; CONTENT_DIR as for every command)
 * The live preview (`vike dev`, guarded by scripts/vite-plugin-dev-guard.ts) and, beside it, the
 * editor's local backend (decap-server's `fs` mode behind its guard, scripts/editorBackend/: a save
 * in http://localhost:3000/admin/ writes the file in content/ at once, no account, no branch; it
 * answers that page only, and only on this computer). Stopping this command stops both.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { contentDir } from '../lib/content/read/readContent.ts'
import { readEditorSettings } from '../lib/editor/editorSettings.ts'
import { startEditorBackend } from './editorBackend/startEditorBackend.ts'

const settings = readEditorSettings()
const repoDir = path.resolve(process.env.DECAP_REPO_DIR || '.')
/** `--port N` or `--port=N`, as Vike reads it; else Vike's default. The dev server does not move to another port when it is taken (vite.config.ts), so this is the editor's page. */
function devPortArg(args: string[]): number {
  const at = args.findIndex((a) => a === '--port' || a.startsWith('--port='))
  const value = at < 0 ? '3000' : args[at]!.includes('=') ? args[at]!.split('=')[1] : args[at + 1]
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`--port must be a port number, not "${value}".`)
  return port
}
const devPort = devPortArg(process.argv.slice(2))

const backend = await startEditorBackend({
  port: settings.localPort,
  repoDir,
  contentDir: contentDir(),
  editorPort: devPort,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
})
const vike = spawn(process.execPath, [path.resolve('node_modules/vike/bin.js'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
})
console.log(
  `Editor: http://localhost:${devPort}/admin/ (its local backend, on port ${backend.port}, saves into ${path.relative(process.cwd(), contentDir()) || '.'} of ${repoDir})`,
)

const stop = (code: number) => {
  if (vike.exitCode === null) vike.kill('SIGTERM')
  void backend.close().finally(() => process.exit(code))
}
vike.on('exit', (code) => stop(code ?? 1))
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
