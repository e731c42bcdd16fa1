/**
 * The Content-Security-Policy holds on every page kind while a visitor uses the page: opening
 * a dialog, sending a lead, searching, playing the video. Any violation or console error fails.
 */
import { glossaryList } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
import { expect, test, type Page } from '@playwright/test'
import { VIDEO_ORIGIN } from '../../scripts/securityHeaders.ts'
import { watchPolicy } from './cspWatch.ts'
import { sendLead } from './leadForm.ts'
import { pageOfEachKind } from './pageOfEachKind.ts'

// One page of each kind, found in the content (./pageOfEachKind.ts), and the not-found page.
const NOT_FOUND = '/no-such-page-for-csp'
const pageKinds = { ...pageOfEachKind(), 'not-found page': NOT_FOUND }
const DIALOG = '[role="dialog"]:not(#site-drawer)'

for (const [kind, path] of Object.entries(pageKinds)) {
  test(`${kind} (${path}): no CSP violation or console error while it is used`, async ({ page, baseURL }) => {
    test.slow() // sends up to three leads and waits for each
    const watch = await watchPolicy(page, {
      notFoundUrl: path === NOT_FOUND ? `${baseURL}${path}` : '',
    })
    // Offline the video host cannot answer: fail its requests at once instead of waiting.
    await page.route(`${VIDEO_ORIGIN}/**`, (route) => route.abort('internetdisconnected'))
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const did = [
      ...(await useDialog(page, kind)),
      ...(await useInlineForms(page, kind)),
      ...(await useSearch(page)),
      ...(await playVideo(page)),
    ]
    test.info().annotations.push({ type: 'used', description: did.join(', ') || 'nothing interactive on the page' })
    // Violation events are queued as tasks: let them arrive.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(
      await watch.violations(),
      `CSP violations on ${path} after: load${did.map((d) => `, ${d}`).join('')}`,
    ).toEqual([])
    expect(watch.errors, `console errors on ${path}`).toEqual([])
  })
}

async function useDialog(page: Page, kind: string): Promise<string[]> {
  // Beside the hero's form the hero's button is hidden (a link to the form): one the width shows.
  const opener = page.locator('[data-open-form]:visible').first()
  if (!(await opener.count())) return []
  await opener.click()
  const dialog = page.locator(DIALOG)
  await expect(dialog).toHaveCount(1)
  await sendLead(page, dialog, `csp.dialog.${kind.replace(/\W/g, '')}.${Date.now()}@example.com`)
  return ['dialog lead sent']
}

async function useInlineForms(page: Page, kind: string): Promise<string[]> {
  const forms = page.locator('main form').filter({ has: page.getByLabel(/^First Name/) })
  const count = await forms.count()
  for (let i = 0; i < count; i++)
    await sendLead(page, forms.nth(i), `csp.inline${i}.${kind.replace(/\W/g, '')}.${Date.now()}@example.com`)
  return count ? [`${count} inline lead(s) sent`] : []
}

async function useSearch(page: Page): Promise<string[]> {
  const box = page.getByRole('searchbox').first()
  if (!(await box.count())) return []
  const query = glossaryList(contentStore(), 'legal-glossary')[0]?.data.term ?? 'accident'
  await expect(box).toBeEnabled()
  await box.fill(query)
  await expect(page.locator('main [role="status"]').filter({ hasText: query }).first()).toBeVisible()
  return [`searched "${query}"`]
}

async function playVideo(page: Page): Promise<string[]> {
  const play = page.getByRole('button', { name: /^Play video/ }).first()
  if (!(await play.count())) return []
  const frameRequestEnded = page.waitForEvent('requestfailed', (r) => r.url().startsWith(VIDEO_ORIGIN))
  await play.click()
  await expect(page.locator(`iframe[src^="${VIDEO_ORIGIN}/"]`)).toHaveCount(1)
  await frameRequestEnded
  return ['video play pressed']
}
