/**
 * Reading and writing one content file through the editor's local backend (decap-server's `fs`
 * actions, the same requests Decap's own `proxy` backend sends, behind the same guard:
 * scripts/editorBackend/), for what the editor writes beside the entry being saved. Paths are as
 * the collections' folders name them, from the repository's root.
 */
import { isLocalBackend } from './localWords.ts'

export interface BackendFiles {
  read(path: string): Promise<string>
  write(path: string, raw: string, commitMessage: string): Promise<void>
}

type BackendConfig = { backend?: { name?: unknown; proxy_url?: unknown; branch?: unknown } }

/** The local backend's files; undefined with another backend (GitHub), where the editor writes only the entry. */
export function localBackendFiles(config: BackendConfig): BackendFiles | undefined {
  if (!isLocalBackend(config) || typeof config.backend?.proxy_url !== 'string') return undefined
  const url = config.backend.proxy_url
  const branch = config.backend.branch
  const send = async (action: string, params: Record<string, unknown>) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ branch, action, params: { branch, ...params } }),
    })
    const answer = (await response.json()) as { error?: string }
    if (!response.ok) throw new Error(answer.error ?? `the editor's backend answered ${response.status}`)
    return answer
  }
  return {
    async read(path) {
      const entry = (await send('getEntry', { path })) as { data?: unknown }
      if (typeof entry.data !== 'string') throw new Error(`${path} could not be read`)
      return entry.data
    },
    async write(path, raw, commitMessage) {
      // As Decap's own save sends it (decap-server checks each part): the file's slug, no workflow.
      const slug =
        path
          .split('/')
          .at(-1)
          ?.replace(/\.[^.]+$/, '') ?? path
      await send('persistEntry', {
        dataFiles: [{ slug, path, raw }],
        assets: [],
        options: { commitMessage, useWorkflow: false, status: 'draft' },
      })
    },
  }
}

/** The git blob id of a file's text, cut to 12 characters: what `sourceHash` records (lib/content/translationStatus.ts). */
export async function gitBlobId(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text)
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`)
  const whole = new Uint8Array(header.length + bytes.length)
  whole.set(header)
  whole.set(bytes, header.length)
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', whole))
  return [...digest]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 12)
}
