/**
 * The dialog's code loads only when a visitor reaches for a case-review button (a tap, or the Tab
 * key onto it), and that first tap is not lost: the dialog opens as soon as its script arrives.
 * The island code is held back at the network.
 */
import { expect, test, type Page } from '@playwright/test'
import { dialogPanel } from './leadHelpers.ts'
import { caseReviewButtonCount } from './leadContent.ts'

/** Lets the island entry and everything it imports statically through; holds every other script until `release()`. */
async function holdIslandCode(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const allowed = new Set<string>()
  const held: string[] = []
  await page.route('**/assets/**/*.js', async (route) => {
    const name = new URL(route.request().url()).pathname
    const isEntry = name.startsWith('/assets/entries/')
    if (!isEntry && !allowed.has(name.split('/').pop()!)) {
      held.push(name)
      await released
      return route.continue()
    }
    const response = await route.fetch()
    const body = await response.text()
    for (const m of body.matchAll(/(?:from|import)\s*"(?:\.\.\/chunks\/|\.\/)(chunk-[^"]+\.js)"/g)) allowed.add(m[1]!)
    return route.fulfill({ response, body })
  })
  return { release, held }
}

test('a tap while the dialog is still loading opens it once it has loaded', async ({ page }) => {
  const { release, held } = await holdIslandCode(page)
  // `load` waits for the island entry to run (a tap before that reaches no script at all).
  await page.goto('/car-accident-lawyer', { waitUntil: 'load' })

  const button = page.locator('main [data-open-form="main"]').first()
  await expect(button).not.toHaveAttribute('data-ready')
  await button.click()
  await expect(button).toHaveAttribute('data-pending', '')
  await expect
    .poll(() => held.length, { message: 'the tap asks for the dialog code, which is held' })
    .toBeGreaterThan(0)
  await expect(dialogPanel(page)).toHaveCount(0)

  release()
  const panel = dialogPanel(page)
  await expect(panel.getByLabel('First Name')).toBeFocused()
  await expect(button).not.toHaveAttribute('data-pending')
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(button).toBeFocused()
})

test('without a tap the dialog code is not loaded; tabbing onto a button loads it, closed', async ({ page }) => {
  const { release, held } = await holdIslandCode(page)
  await page.goto('/car-accident-lawyer', { waitUntil: 'networkidle' })
  expect(held, 'no island code requested while nobody has touched a case-review button').toEqual([])
  release()
  await page.locator('main [data-open-form="main"]').first().focus()
  await expect(page.locator('main [data-open-form="main"][data-ready]')).toHaveCount(
    caseReviewButtonCount('/car-accident-lawyer'),
  )
  await expect(dialogPanel(page)).toHaveCount(0)
})
