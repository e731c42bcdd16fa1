/** The editor as `npm run dev` serves it runs under the built editor's policy, with no violation. */
import { expect } from '@playwright/test'
import { watchPolicy } from '../cspWatch.ts'
import { openEditor } from '../editorPage.ts'
import { site, test } from '../editorSession.ts'

test("the editor runs under the built editor's policy in the dev server, with no violation", async ({ page }) => {
  // The first test to load /admin/ waits for the dev server to compile it.
  test.setTimeout(240_000)
  const watch = await watchPolicy(page)
  await openEditor(page, site, '/collections/faq')
  await expect(page.getByRole('link', { name: /Glossary terms/ }).first()).toBeVisible()
  expect(await watch.violations()).toEqual([])
  expect(watch.errors.filter((e) => /Content Security Policy|EvalError|Refused to/.test(e))).toEqual([])
})
