/**
 * How Cloudflare Pages answers a request for a folder like dist/client, in its order (its asset
 * server, as `wrangler pages dev` runs it; tests/e2e/hosts.spec.ts holds both to the same answers),
 * so that `npm start` answers as the host does:
 * - a rule of `_redirects` for the exact path comes first;
 * - `/x` serves x.html; `/x/` serves x/index.html, or redirects (308) to `/x` when only x.html exists;
 * - `/x.html` redirects to `/x`, `/x/index.html` and `/x/index` to `/x/`, `/x` to `/x/` when only x/index.html exists;
 * - anything else is 404 with the nearest 404.html above the path (`/es/...`: es/404.html).
 * Netlify differs only where it answers 200 instead (`/x.html`), never where this one does.
 */
export type HostAnswer =
  | { status: 200; file: string }
  | { status: number; location: string }
  | { status: 404; file: string | undefined }
  | { status: 405 }

export interface Redirect {
  to: string
  status: number
}

export interface HostedFolder {
  /** Whether the folder holds this file (a path relative to it, `/`-separated, e.g. `es/contacto.html`). */
  has(file: string): boolean
  /** The plain rules of `_redirects`, by the exact path they match. */
  redirects: ReadonlyMap<string, Redirect>
}

export function hostAnswer(method: string, rawPathname: string, search: string, site: HostedFolder): HostAnswer {
  const rule = site.redirects.get(rawPathname)
  if (rule) return { status: rule.status, location: rule.to.includes('?') ? rule.to : `${rule.to}${search}` }
  if (!/^(get|head)$/i.test(method)) return { status: 405 }
  let pathname = rawPathname
  try {
    pathname = decodeURIComponent(rawPathname)
  } catch {
    // Kept as it came, as the host does.
  }
  const has = (urlPath: string) => site.has(urlPath.slice(1))
  const ok = (urlPath: string): HostAnswer => ({ status: 200, file: urlPath.slice(1) })
  const redirect = (location: string): HostAnswer => ({ status: 308, location: `${location}${search}` })

  if (pathname.endsWith('/')) {
    if (has(`${pathname}index.html`)) return ok(`${pathname}index.html`)
    if (pathname.endsWith('/index/')) return redirect(pathname.slice(0, -'index/'.length))
    if (pathname !== '/' && has(`${pathname.slice(0, -1)}.html`)) return redirect(pathname.slice(0, -1))
    return notFound(pathname, has)
  }
  if (has(pathname)) {
    if (!pathname.endsWith('.html')) return ok(pathname)
    const bare = pathname.slice(0, -'.html'.length)
    if (bare.endsWith('/index')) return redirect(bare.slice(0, -'index'.length))
    // Kept as it is when another file has the bare name.
    return has(bare) || bare === '/' ? ok(pathname) : redirect(bare)
  }
  if (pathname.endsWith('/index')) return redirect(pathname.slice(0, -'index'.length))
  if (has(`${pathname}.html`)) return ok(`${pathname}.html`)
  if (has(`${pathname}/index.html`)) return redirect(`${pathname}/`)
  return notFound(pathname, has)
}

/** The nearest 404.html above the path, as the host looks for it. */
function notFound(pathname: string, has: (urlPath: string) => boolean): HostAnswer {
  for (let dir = pathname; dir; ) {
    dir = dir.slice(0, dir.lastIndexOf('/'))
    if (has(`${dir}/404.html`)) return { status: 404, file: `${dir}/404.html`.slice(1) }
  }
  return { status: 404, file: undefined }
}
