/** Ports of the site and the lead recorder during the browser tests (away from `npm start`'s). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
export const E2E_RECORDER_PORT = Number(process.env.E2E_RECORDER_PORT ?? 4174)
export const BASE_URL = `http://localhost:${E2E_PORT}`
export const RECORDER_URL = `http://127.0.0.1:${E2E_RECORDER_PORT}`
/** The built /admin/'s local backend (decap-server), baked into the test build by scripts/test-e2e.ts. */
export const DECAP_SERVER_PORT = Number(process.env.DECAP_SERVER_PORT ?? 4176)
/** `npm run dev` and its decap-server in the editor tests (tests/e2e/editor.spec.ts, tests/e2e/editorSession.ts). */
export const EDITOR_DEV_PORT = Number(process.env.EDITOR_DEV_PORT ?? 4177)
export const EDITOR_DEV_BACKEND_PORT = Number(process.env.EDITOR_DEV_BACKEND_PORT ?? 4178)
/** `vike dev` on a copy of the content in the dev-problems tests (tests/e2e/dev-problems.spec.ts). */
export const DEV_PROBLEMS_PORT = Number(process.env.DEV_PROBLEMS_PORT ?? 4179)
/** Cloudflare's Pages runtime (`wrangler pages dev`) serving the build in tests/e2e/hosts.spec.ts. */
export const WRANGLER_PORT = Number(process.env.WRANGLER_PORT ?? 4188)
/** `npm run dev` and its editor backend on a copy of the content in tests/e2e/dev-server-guard.spec.ts. */
export const DEV_GUARD_PORT = Number(process.env.DEV_GUARD_PORT ?? 4194)
export const DEV_GUARD_BACKEND_PORT = Number(process.env.DEV_GUARD_BACKEND_PORT ?? 4195)
