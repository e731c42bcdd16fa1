/**
 * A phone held sideways (667x375): the case-review dialog scrolls inside itself, its first field
 * and its submit button can both be reached and seen, and nothing (the action bar
 * least of all) covers the submit button or the line where the visitor types in the last field.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { dialogPanel } from './leadHelpers.ts'

test.use({ viewport: { width: 667, height: 375 }, deviceScaleFactor: 2 })

/** Points of the element (centre and corners, 3px in) where something else is on top. */
function coveredPoints(target: Locator): Promise<string[]> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 3, r.top + 3],
      [r.right - 3, r.top + 3],
      [r.left + 3, r.bottom - 3],
      [r.right - 3, r.bottom - 3],
    ]
    return points.flatMap(([x, y]) => {
      const top = document.elementFromPoint(x!, y!)
      return top && (top === el || el.contains(top))
        ? []
        : [`(${Math.round(x!)}, ${Math.round(y!)}) shows ${top ? top.outerHTML.slice(0, 80) : 'nothing'}`]
    })
  })
}

test('at 667x375 the case-review dialog scrolls inside itself; first field and submit can be reached, seen and used', async ({
  page,
}) => {
  await page.goto('/car-accident-lawyer')
  await page.locator('main [data-open-form="main"]:visible').first().click()
  const panel = dialogPanel(page)
  const firstField = panel.getByLabel('First Name')
  await expect(firstField).toBeFocused()
  await expect(firstField).toBeInViewport({ ratio: 1 })

  // Taller than the screen, so its frame scrolls; the page behind stays where it was.
  const frame = panel.locator('xpath=ancestor::div[contains(@class, "overflow-y-auto")][1]')
  const size = await frame.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }))
  expect(size.scroll, 'the dialog is taller than a sideways phone').toBeGreaterThan(size.client)
  const pageScroll = await page.evaluate(() => window.scrollY)
  await page.mouse.move(333, 200)
  await page.mouse.wheel(0, 3000)
  await expect.poll(() => frame.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)).toBe(true)
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll)

  // Back up to the first field by keyboard (from the Close button above it), then Tab through to the submit button.
  await panel.getByRole('button', { name: 'Close' }).focus()
  await page.keyboard.press('Tab')
  await expect(firstField).toBeFocused()
  await expect(firstField).toBeInViewport({ ratio: 1 })
  const submit = panel.getByRole('button', { name: 'Get Free Case Review' })
  for (let i = 0; i < 30 && !(await submit.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(submit).toBeFocused()
  await expect(submit).toBeInViewport({ ratio: 1 })
  expect(await coveredPoints(submit), 'nothing covers the submit button').toEqual([])

  // The last field: one Shift+Tab back from the submit button.
  await page.keyboard.press('Shift+Tab')
  const lastField = panel.locator(':is(input, select, textarea):focus')
  await expect(lastField).toHaveCount(1)
  await expect(lastField).toBeInViewport({ ratio: 1 })
  expect(await coveredPoints(lastField), 'nothing covers the last field').toEqual([])
})

/**
 * Waits until the page's smooth scroll has come to rest (the same scroll position for five frames),
 * as a person sees where the focus went before pressing the next key.
 */
function scrollAtRest(page: Page) {
  return page.waitForFunction(
    () =>
      new Promise((resolve) => {
        let last = window.scrollY
        let still = 0
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 5) resolve(true)
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
}

/** Whether something else is on top of the field's first line (where the caret is), at its left or right end. */
function firstLineCovered(field: Locator): Promise<boolean> {
  return field.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const y = r.top + Math.min(16, r.height / 2)
    return [r.left + 8, r.right - 8].some((x) => {
      const top = document.elementFromPoint(x, y)
      return !(top && (top === el || el.contains(top)))
    })
  })
}

/** Whether the action bar's box overlaps the element's. */
function underCallButton(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const a = el.getBoundingClientRect()
    const b = document.querySelector('.action-bar')!.getBoundingClientRect()
    return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
  })
}

test('at 667x375 a form on the page: tabbing to its submit button leaves it clear of the action bar, and the first line of the last field clear of it and the header', async ({
  page,
}) => {
  await page.goto('/attorney-referrals')
  const form = page.locator('main form').first()
  const submit = form.locator('button[type=submit]')
  await form.locator(':is(input, select, textarea):visible').first().focus()
  for (let i = 0; i < 40 && !(await submit.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(submit).toBeFocused()
  // The page scrolls smoothly to the focused element: judge where it comes to rest, not a frame of the scroll.
  await scrollAtRest(page)
  await expect(submit).toBeInViewport({ ratio: 1 })
  await expect.poll(() => underCallButton(submit), { message: 'the action bar covers the submit button' }).toBe(false)
  await page.keyboard.press('Shift+Tab')
  const lastField = form.locator(':is(input, select, textarea):focus')
  await expect(lastField).toHaveCount(1)
  await scrollAtRest(page)
  // A description box can be taller than what a sideways phone shows between the header and the
  // action bar: the line where the visitor types must be clear (WCAG 2.4.11), at both its ends.
  await expect
    .poll(() => firstLineCovered(lastField), { message: 'something covers the first line of the last field' })
    .toBe(false)
  // Tabbing backwards scrolls the tall description box up to the sticky header: its top stays clear of it (WCAG 2.4.11).
  const headerBottom = await page
    .locator('body > div header, header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom)
  await expect
    .poll(() => lastField.evaluate((el) => el.getBoundingClientRect().top), {
      message: 'the sticky header covers the top of the last field',
    })
    .toBeGreaterThanOrEqual(headerBottom)
})
