/**
 * Every address the build names answers as it must once the folder is on a host (README "Deploying"),
 * under Cloudflare's own Pages runtime (`wrangler pages dev` on dist/client: tests/e2e/wranglerServer.ts)
 * and under `npm start`'s server alike: each sitemap, canonical and hreflang URL 200 itself; each alias
 * 200 with its page's canonical link, or one 301/308 to the canonical address; every internal link of
 * every page 200 itself; `/x/` at most one hop from the page; an unknown address 404 with the not-found
 * page of its language; the security headers of _headers. And both servers answer every one alike.
 */
import { expect, test } from '@playwright/test'
import { aliases, builtFile, headerBlocks, headLinkPaths, sitemap } from './builtAddresses.ts'
import { canonicalOf, internalHrefs } from './html.ts'
import { BASE_URL, WRANGLER_PORT } from './ports.ts'
import { startWrangler, type RunningWrangler } from './wranglerServer.ts'

interface Answer {
  status: number
  /** Where a redirect leads, as a path (and query). */
  location?: string
  body: string
  headers: Headers
}
type Table = Map<string, Answer>

const { site, paths: sitemapPaths } = sitemap()
const named = [...new Set([...sitemapPaths, ...headLinkPaths()])].sort()
const aliasList = aliases()
const unknown = { en: '/no-such-page-for-hosts', es: '/es/no-such-page-for-hosts/below' }
const probes = [
  ...named,
  ...named.filter((p) => p !== '/').flatMap((p) => [`${p}/`, `${p}.html`]),
  ...aliasList.flatMap(({ alias }) => [alias, `${alias}/`]),
  ...Object.values(unknown),
  '/index.html',
  '/admin',
  '/admin/',
]

async function ask(origin: string, path: string): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
  const to = response.headers.get('location')
  const url = to ? new URL(to, `${origin}${path}`) : undefined
  return {
    status: response.status,
    location: url && `${url.pathname}${url.search}`,
    body: await response.text(),
    headers: response.headers,
  }
}

/** Asks each path once (a few at a time), into the server's table. */
async function askAll(origin: string, table: Table, paths: string[]): Promise<void> {
  const missing = [...new Set(paths)].filter((p) => !table.has(p))
  for (let i = 0; i < missing.length; i += 8)
    await Promise.all(missing.slice(i, i + 8).map(async (p) => table.set(p, await ask(origin, p))))
}

const servers = new Map<string, { origin: string; table: Table }>([
  ["npm start's server", { origin: BASE_URL, table: new Map() }],
])
let wrangler: RunningWrangler | undefined

// One worker for the file (one wrangler on its port), each test reported on its own.
test.describe.configure({ mode: 'default' })

test.beforeAll(async () => {
  // The first run installs wrangler into npm's cache (tests/e2e/wranglerServer.ts).
  test.setTimeout(360_000)
  wrangler = await startWrangler('dist/client', WRANGLER_PORT, 300_000)
  console.log(`wrangler pages dev answered after ${wrangler.startSeconds.toFixed(1)} s`)
  servers.set("Cloudflare's runtime (wrangler pages dev)", { origin: wrangler.origin, table: new Map() })
  for (const [name, { origin, table }] of servers) {
    const started = performance.now()
    await askAll(origin, table, probes)
    // Every internal link of the pages as served, then where every redirect leads.
    await askAll(
      origin,
      table,
      named.flatMap((p) => internalHrefs(table.get(p)!.body)),
    )
    await askAll(
      origin,
      table,
      [...table.values()].flatMap((a) => (a.location ? [a.location] : [])),
    )
    console.log(`${name}: ${table.size} addresses in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
})

test.afterAll(() => wrangler?.stop())

/** The problems `check` finds in each server's table, named by server. */
function problemsOf(check: (table: Table) => string[]): string[] {
  return [...servers].flatMap(([name, { table }]) => check(table).map((problem) => `${name}: ${problem}`))
}
const answered = (table: Table, path: string) => table.get(path)!

test('every sitemap, canonical and hreflang address answers 200 itself, with no redirect', () => {
  expect(named.length).toBeGreaterThan(1)
  expect(
    problemsOf((t) =>
      named.filter((p) => answered(t, p).status !== 200).map((p) => `${p} answers ${answered(t, p).status}`),
    ),
  ).toEqual([])
})

test('every alias answers 200 with its page canonical link, or one 301/308 to the canonical address', () => {
  expect(aliasList.length).toBeGreaterThan(0)
  const problems = problemsOf((t) =>
    aliasList.flatMap(({ alias, canonical }) => {
      const a = answered(t, alias)
      if (a.status === 200 && canonicalOf(a.body) === `${site}${canonical}`) return []
      if ((a.status === 301 || a.status === 308) && a.location === canonical) return []
      return [`${alias} answers ${a.status} ${a.location ?? canonicalOf(a.body)}, not the page ${canonical}`]
    }),
  )
  expect(problems).toEqual([])
})

test('every internal link of every page answers 200 itself (a click costs no redirect)', () => {
  const problems = problemsOf((t) =>
    named.flatMap((p) =>
      internalHrefs(answered(t, p).body)
        .filter((href) => answered(t, href).status !== 200)
        .map((href) => `${href} (linked from ${p}) answers ${answered(t, href).status}`),
    ),
  )
  expect([...new Set(problems)]).toEqual([])
})

test('<path>/ reaches the page in at most one hop', () => {
  const withSlash = [...named.filter((p) => p !== '/'), ...aliasList.map(({ alias }) => alias)].map((p) => `${p}/`)
  const problems = problemsOf((t) =>
    withSlash.flatMap((p) => {
      const a = answered(t, p)
      if (a.status === 200) return []
      const target = a.location ? answered(t, a.location) : undefined
      return a.status >= 300 && a.status < 400 && target?.status === 200
        ? []
        : [`${p} answers ${a.status} ${a.location ?? ''}`]
    }),
  )
  expect(problems).toEqual([])
})

test('an unknown address answers 404 with the not-found page of its language', () => {
  const problems = problemsOf((t) =>
    (
      [
        [unknown.en, '404.html'],
        [unknown.es, 'es/404.html'],
      ] as const
    ).flatMap(([p, file]) => {
      const a = answered(t, p)
      return a.status === 404 && a.body === builtFile(file) ? [] : [`${p} answers ${a.status}, not dist/client/${file}`]
    }),
  )
  expect(problems).toEqual([])
})

test('pages, redirects and the not-found page carry the headers of _headers; /admin/ its own policy', () => {
  const blocks = headerBlocks()
  const everyPage = blocks.get('/*')!
  const admin = blocks.get('/admin/*')
  const spanish = sitemapPaths.find((p) => p.startsWith('/es/'))!
  const redirected = aliasList
    .map(({ alias }) => alias)
    .find((p) => answered([...servers.values()][0]!.table, p).status !== 200)
  const problems = problemsOf((t) => [
    ...['/', spanish, unknown.en, ...(redirected ? [redirected] : [])].flatMap((p) =>
      everyPage
        .filter(([name, value]) => answered(t, p).headers.get(name) !== value)
        .map(([name]) => `${p} lacks ${name}`),
    ),
    ...(admin ?? [])
      .filter(([name, value]) => answered(t, '/admin/').headers.get(name) !== value)
      .map(([name]) => `/admin/ lacks its ${name}`),
  ])
  expect(everyPage.length).toBeGreaterThan(3)
  expect(problems).toEqual([])
})

test("npm start's server answers every address as Cloudflare's runtime does", () => {
  const [local, cloudflare] = [...servers.values()].map(({ table }) => table)
  const differences = [...cloudflare!.keys()]
    .map((p) => [p, local!.get(p), answered(cloudflare!, p)] as const)
    .filter(([, a, b]) => a?.status !== b.status || a.location !== b.location)
    .map(([p, a, b]) => `${p}: npm start ${a?.status} ${a?.location ?? ''}, Cloudflare ${b.status} ${b.location ?? ''}`)
  expect(cloudflare!.size).toBeGreaterThan(probes.length / 2)
  expect(differences).toEqual([])
})
