/** Ports of the site and the lead recorder during the browser tests (away from `npm start`'s). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
export const E2E_RECORDER_PORT = Number(process.env.E2E_RECORDER_PORT ?? 4174)
export const BASE_URL = `http://localhost:${E2E_PORT}`
export const RECORDER_URL = `http://127.0.0.1:${E2E_RECORDER_PORT}`
