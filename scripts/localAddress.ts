/**
 * Requests a local server answers only when they are addressed to this computer by name: `Host`
 * `localhost` or `127.0.0.1` with the port the request came in on. A page elsewhere that points its
 * own name at 127.0.0.1 (DNS rebinding) reaches the server as if same-origin, but its `Host` still
 * says that name, and a page on another port of this computer sends its own port in `Origin`.
 * Used by the dev server (./vite-plugin-dev-guard.ts) and the editor's local backend (./editorBackend/).
 */

/** Whether `host` (a request's `Host` header) names this computer at `port`, or is one of `also` (e.g. HOST's address). */
export function isLocalHost(host: string | undefined, port: number, also: string[] = []): boolean {
  const named = host?.toLowerCase()
  return named === `localhost:${port}` || named === `127.0.0.1:${port}` || also.some((h) => named === `${h}:${port}`)
}

/** The origins of a page served on this computer at `port`, as a browser writes them in `Origin`. */
export function localOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}
