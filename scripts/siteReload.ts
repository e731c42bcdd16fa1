/**
 * The dev server's reload after a content change, sent to site pages only. The /admin/ editor
 * announces itself when it connects (admin/editorClientEvent.ts) and is never reloaded: what an
 * editor is typing there survives a save made in another entry or tab, or a file changed on disk.
 */
import type { ViteDevServer, WebSocket } from 'vite'
import { EDITOR_CLIENT_EVENT } from '../admin/editorClientEvent.ts'

/** The sockets of the open /admin/ pages (a closed one is forgotten with its socket). */
const editorSockets = new WeakSet<WebSocket>()

export function watchEditorClients(server: ViteDevServer): void {
  server.ws.on(EDITOR_CLIENT_EVENT, (_data: unknown, client: { socket: WebSocket }) => {
    editorSockets.add(client.socket)
  })
}

/** As Vite's own broadcast, to the open sockets only (a closing one would refuse the message). */
const OPEN = 1

export function reloadSitePages(server: ViteDevServer): void {
  for (const client of server.ws.clients) {
    if (client.socket.readyState === OPEN && !editorSockets.has(client.socket)) client.send({ type: 'full-reload' })
  }
}
