/**
 * Where a page's address is written in dist/client: `/` as index.html, every other address as
 * `<path>.html` (`/es` as es.html, `/es/contacto` as es/contacto.html), which Cloudflare Pages and
 * Netlify serve at the address itself, without a redirect (pages/+config.ts, `noExtraDir`).
 */
export function builtHtmlFile(urlPath: string): string {
  const bare = urlPath.replace(/^\/+|\/+$/g, '')
  return bare ? `${bare}.html` : 'index.html'
}
