/** The body editor of an /admin/ form (CodeMirror), found by its field's label, as a person sees it. */
import type { Page } from '@playwright/test'

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** Its text area (CodeMirror's content: a `textbox` named by the field's label). */
export const bodyText = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true })

/** The whole editor: gutter, text and marks. */
export const bodyEditor = (page: Page, label: string) => page.locator('.cm-editor', { has: bodyText(page, label) })

/** The line of the body showing exactly `text`. */
export const bodyLine = (page: Page, label: string, text: string) =>
  bodyText(page, label)
    .locator('.cm-line')
    .filter({ hasText: exactly(text) })

/**
 * The gutter's number beside the line showing exactly `text`, as a person reads it (undefined
 * while the editor is still laying itself out: poll it).
 */
export async function gutterNumberOf(page: Page, label: string, text: string): Promise<number | undefined> {
  const lineElement = bodyLine(page, label, text).first()
  // CodeMirror measures its lines once they are on the screen.
  await lineElement.scrollIntoViewIfNeeded()
  const line = await lineElement.boundingBox()
  if (!line) return undefined
  const numbers = bodyEditor(page, label).locator('.cm-lineNumbers .cm-gutterElement')
  for (const number of await numbers.all()) {
    const box = await number.boundingBox()
    if (box?.height && Math.abs(box.y - line.y) < 2) return Number(await number.textContent())
  }
  return undefined
}
