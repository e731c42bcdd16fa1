/** Keyboard-only helpers: move focus with Tab and check, at every step, that focus is visible. */
import { expect, type Locator, type Page } from '@playwright/test'

export interface FocusedElement {
  tag: string
  name: string
  outline: string
  shadow: string
  visible: boolean
}

/** What has focus, and whether it shows a focus indicator (a non-zero outline or a box-shadow). */
export function focused(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { tag: 'body', name: '', outline: '', shadow: '', visible: false }
    const style = getComputedStyle(el)
    const outlineWidth = parseFloat(style.outlineWidth) || 0
    const hasOutline = style.outlineStyle !== 'none' && outlineWidth > 0
    const hasShadow = style.boxShadow !== 'none' && style.boxShadow !== ''
    const label =
      el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? ''
    return {
      tag: el.tagName.toLowerCase(),
      name: label.replace(/\s+/g, ' ').trim().slice(0, 60),
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      shadow: style.boxShadow,
      visible: hasOutline || hasShadow,
    }
  })
}

export async function expectFocusVisible(page: Page, step: string): Promise<FocusedElement> {
  const el = await focused(page)
  expect(el.tag, `${step}: something has focus`).not.toBe('body')
  expect(
    el.visible,
    `${step}: focus on <${el.tag}> "${el.name}" is visible (outline ${el.outline}, box-shadow ${el.shadow})`,
  ).toBe(true)
  return el
}

/**
 * Presses Tab (or Shift+Tab) until focus is on an element of `target`, checking that focus is
 * visible after each press. Fails after `max` presses, naming the last focused element.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  what: string,
  { max = 80, backwards = false } = {},
): Promise<void> {
  for (let i = 0; i <= max; i++) {
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) return
    if (i === max) break
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if ((await focused(page)).tag === 'body')
      throw new Error(`Tab went through the whole page (${i + 1} presses) without reaching ${what}`)
    await expectFocusVisible(page, `Tab ${i + 1} towards ${what}`)
  }
  const last = await focused(page)
  throw new Error(`${max} presses of Tab never reached ${what}; focus is on <${last.tag}> "${last.name}"`)
}

/** Tabs to the form control whose visible label (without a required " *") is `label`. */
export async function tabToField(page: Page, label: string, max = 30): Promise<void> {
  for (let i = 0; i <= max; i++) {
    const current = await page.evaluate(
      () =>
        (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent
          ?.replace(/\s*\*\s*$/, '')
          .trim() ?? '',
    )
    if (current === label) return
    if (i === max) break
    await page.keyboard.press('Tab')
    await expectFocusVisible(page, `Tab towards the "${label}" field`)
  }
  throw new Error(`${max} presses of Tab never reached a field labelled "${label}"`)
}
