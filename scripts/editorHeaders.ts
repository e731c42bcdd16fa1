/**
 * The /admin/ editor's own headers. Decap CMS cannot run under the site's policy, so /admin/*
 * drops it (`! Name` lines: Cloudflare Pages' way to detach a header a wider rule set; Netlify
 * skips such lines) and sets a looser one, loosened only where the editor needs it:
 * - script-src 'unsafe-eval': Decap checks its configuration with ajv, which compiles validators
 *   with `new Function` (without it the editor stops at "Error loading the CMS configuration").
 * - style-src 'unsafe-inline': Decap styles itself with emotion, which writes <style> elements.
 * - connect-src: the backend it saves through (api.github.com, or decap-server on this computer),
 *   and blob: (Decap reads an unsaved upload back to keep a draft; the preview draws it, admin/preview/).
 * - img-src blob: and the GitHub avatar host: previews of uploaded images, the editor's avatar.
 * - Cross-Origin-Opener-Policy same-origin-allow-popups: the GitHub login is a popup that
 *   reports back to this window; the site's `same-origin` would cut that link.
 * Everything else (no frames, no plugins, own base and forms) stays as strict as the site's.
 */
export const GITHUB_API = 'https://api.github.com'
export const GITHUB_AVATARS = 'https://avatars.githubusercontent.com'

export function editorHeaders(backendOrigin: string): Record<string, string> {
  const github = backendOrigin === GITHUB_API
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${github ? ` ${GITHUB_AVATARS}` : ''}`,
    "font-src 'self'",
    `connect-src 'self' ${backendOrigin} blob:`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  return {
    'Content-Security-Policy': csp.join('; '),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
  }
}

/** The `/admin/*` block of `_headers`: detach the site's headers it replaces, then set its own. */
export function editorHeadersBlock(headers: Record<string, string>, replaced: string[]): string {
  const detach = replaced.filter((name) => name in headers).map((name) => `  ! ${name}`)
  return ['/admin/*', ...detach, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`), ''].join('\n')
}
