/**
 * Settings a visitor can apply on top of the site's styles, as the layout gate applies them:
 * text spacing (WCAG 1.4.12), a larger default text size (1.4.4), and, for measuring only, every
 * `content-visibility: auto` box laid out. Stylesheets go in as constructed sheets, which the
 * Content-Security-Policy (style-src 'self') does not govern, so the page keeps its real policy.
 */
import type { Page } from '@playwright/test'

/** The spacing of WCAG 1.4.12, as its test bookmarklets apply it. */
export const textSpacingCss =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }'

/** Off-screen `content-visibility: auto` boxes have no layout of their own contents: give them one. */
export const layOutEverythingCss = '* { content-visibility: visible !important }'

/**
 * Adds (or with `css` null, removes) the named test stylesheet. What is measured next sees it: reading
 * a size lays the page out anew, with no frame to wait for.
 */
export async function setTestStyle(page: Page, name: string, css: string | null): Promise<void> {
  await page.evaluate(
    ([name, css]) => {
      const w = window as unknown as { testStyles?: Map<string, CSSStyleSheet> }
      w.testStyles ??= new Map()
      const sheets = w.testStyles
      const old = sheets.get(name)
      if (old) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== old)
      sheets.delete(name)
      if (css === null) return
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      sheets.set(name, sheet)
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    },
    [name, css] as const,
  )
}

/**
 * The browser's own text size setting (Chromium's default font size, which `rem` and the
 * breakpoints in `rem` follow), as a percentage of the usual 16px.
 */
export async function setTextSize(page: Page, percent: number): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Page.setFontSizes', {
    fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 },
  })
  await session.detach()
  // The setting reaches the page's process after the command returns: wait until the root's text has it.
  await page.waitForFunction(
    (size) => getComputedStyle(document.documentElement).fontSize === size,
    `${(16 * percent) / 100}px`,
    { polling: 'raf', timeout: 10_000 },
  )
}

/** Waits until the page has drawn twice: after a resize, `content-visibility: auto` decides what is on screen at the next frame. */
export function nextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  )
}
