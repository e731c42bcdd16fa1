/**
 * The event the /admin/ page sends the dev server when it connects (admin/main.ts): the server
 * then leaves that page out of the reload after a content change (scripts/siteReload.ts).
 */
export const EDITOR_CLIENT_EVENT = 'firm:editor-client'
