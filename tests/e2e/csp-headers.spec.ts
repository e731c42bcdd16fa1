/**
 * The server sends every response the headers of dist/client/_headers, as the host will: the home
 * page, a page with interactive parts and a missing address. What those headers say (a strict Content-Security-Policy and
 * the other security headers) is read from the file in tests/built/security-headers.test.ts.
 */
import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { canonicalPath } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
import { usesIslands } from '../../pages/content/usesIslands.ts'
import { siteWideHeaders } from './headersFile.ts'

const fromFile = siteWideHeaders(readFileSync('dist/client/_headers', 'utf8'))
const interactive = contentStore().pages.find(usesIslands)

for (const path of ['/', ...(interactive ? [canonicalPath(interactive)] : []), '/no-such-page-for-headers']) {
  test(`${path} is sent with every header of _headers`, async ({ request }) => {
    const headers = (await request.get(path)).headers()
    expect(fromFile.get('content-security-policy'), 'the file has a policy').toBeTruthy()
    for (const [name, value] of fromFile) expect(headers[name], name).toBe(value)
  })
}
