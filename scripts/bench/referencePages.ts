/**
 * Reference rows for `npm run bench:main-thread`: pages the site does not serve, answered inside
 * the browser (a request route), that show what the browser costs before the site adds anything.
 */
import type { BrowserContext } from '@playwright/test'

export interface ReferencePage {
  path: string
  /** Answers `path` in this browser context. */
  install: (context: BrowserContext, origin: string) => Promise<void>
}

/** A one-paragraph page without a stylesheet: the floor any page costs this browser here. */
const oneParagraph: ReferencePage = {
  path: '/__one-paragraph',
  install: async (context, origin) => {
    await context.route(`${origin}/__one-paragraph`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body><p>One paragraph.</p></body></html>',
      }),
    )
  },
}

/**
 * A built page reduced to its text and elements: no stylesheet, no class, no image, no script,
 * no favicon. What laying out and painting that much text costs, whatever the site's design.
 */
function textOnly(sitePath: string): ReferencePage {
  const path = `/__text-only${sitePath}`
  return {
    path,
    install: async (context, origin) => {
      await context.route(`${origin}/favicon.ico`, (route) => route.fulfill({ status: 404, body: '' }))
      await context.route(`${origin}${path}`, async (route) => {
        const html = await (await fetch(`${origin}${sitePath}`)).text()
        const body = html
          .replace(/<head>[\s\S]*<\/head>/, '<head><meta charset="utf-8"><title>Text only</title></head>')
          .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '')
          .replace(/<(img|link|source)\b[^>]*>/g, '')
          .replace(/ (class|style)="[^"]*"/g, '')
        await route.fulfill({ contentType: 'text/html', body })
      })
    },
  }
}

export const referencePages: ReferencePage[] = [textOnly('/privacy-policy'), oneParagraph]
