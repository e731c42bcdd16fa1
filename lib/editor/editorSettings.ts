/**
 * The editor's build-time settings (README "Settings"), read like lib/content/settings.ts: a bad
 * value stops the build with a message naming the variable.
 */
import { SettingsError } from '../content/settings.ts'

export interface EditorSettings {
  /** `owner/name` of the GitHub repository the editor opens pull requests on; unset: no GitHub login. */
  repo?: string
  /** The branch pull requests go to. */
  branch: string
  /** Origin of the OAuth proxy that logs editors into GitHub (Decap's `base_url`). */
  authUrl?: string
  /** The port of the local backend (decap-server) `npm run dev` starts. */
  localPort: number
}

export function readEditorSettings(env: NodeJS.ProcessEnv = process.env): EditorSettings {
  const repo = env.EDITOR_REPO || undefined
  if (repo !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new SettingsError(
      `EDITOR_REPO must be the GitHub repository as owner/name, e.g. calloway-brennan/website, not "${repo}".`,
    )
  const branch = env.EDITOR_BRANCH || 'main'
  if (!/^[\w./-]+$/.test(branch)) throw new SettingsError(`EDITOR_BRANCH must be a branch name, not "${branch}".`)
  let authUrl: string | undefined
  if (env.EDITOR_AUTH_URL) {
    try {
      const parsed = new URL(env.EDITOR_AUTH_URL)
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error()
      authUrl = parsed.origin
    } catch {
      throw new SettingsError(
        `EDITOR_AUTH_URL must be a full http(s) address like https://auth.example.net, not "${env.EDITOR_AUTH_URL}".`,
      )
    }
  }
  const localPort = Number(env.DECAP_SERVER_PORT ?? 8081)
  if (!Number.isInteger(localPort) || localPort < 1 || localPort > 65535)
    throw new SettingsError(`DECAP_SERVER_PORT must be a port number, not "${env.DECAP_SERVER_PORT}".`)
  return { repo, branch, authUrl, localPort }
}

/** The local backend's API, as the editor calls it. */
export function localBackendUrl(settings: EditorSettings): string {
  return `http://localhost:${settings.localPort}/api/v1`
}
