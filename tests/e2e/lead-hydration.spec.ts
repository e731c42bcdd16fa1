/**
 * The dialog's code loads only when a visitor reaches for a case-review button (a tap, or the Tab
 * key onto it), and that first tap is not lost: the dialog opens as soon as its script arrives. The
 * island code is held back at the network. The page is one of the content's dialog pages.
 */
import { expect, test, type Page } from '@playwright/test'
import { dialogPanel } from './leadHelpers.ts'
import { dialogPage, leadWords } from './leadContent.ts'

const { url, form, buttons } = dialogPage()
const words = leadWords()
const opener = (page: Page) => page.locator(`main [data-open-form="${form.name}"]:visible`)

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

test('no dialog code loads until a tap; a tap while it is loading opens the dialog once it has loaded, focus in and back', async ({
  page,
}) => {
  const { release, held } = await holdIslandCode(page)
  await page.goto(url, { waitUntil: 'networkidle' })
  expect(held, 'no island code requested while nobody has touched a case-review button').toEqual([])

  const button = opener(page).first()
  await expect(button).not.toHaveAttribute('data-ready')
  await button.click()
  await expect(button).toHaveAttribute('data-pending', '')
  await expect
    .poll(() => held.length, { message: 'the tap asks for the dialog code, which is held' })
    .toBeGreaterThan(0)
  await expect(dialogPanel(page)).toHaveCount(0)

  release()
  const panel = dialogPanel(page)
  await expect(panel.getByLabel(words.firstName)).toBeFocused()
  await expect(button).not.toHaveAttribute('data-pending')
  await panel.getByRole('button', { name: words.close }).click()
  await expect(button).toBeFocused()
})

test('tabbing onto a case-review button loads the dialog code, and leaves the dialog closed', async ({ page }) => {
  await page.goto(url, { waitUntil: 'load' })
  await opener(page).first().focus()
  await expect(page.locator(`main [data-open-form="${form.name}"][data-ready]`)).toHaveCount(buttons)
  await expect(dialogPanel(page)).toHaveCount(0)
})
