/**
 * The preview as a document of its own: the site's markup with the site's stylesheet
 * (styles/global.css, compiled by the same Tailwind plugin as the site's), shown in a sandboxed
 * frame (./PreviewFrame.tsx) that runs no script and shares nothing with the editor: whatever an
 * entry holds, it cannot reach the editor's storage (the GitHub login) or act as the editor.
 */
import siteCss from '../../styles/global.css?inline'

/** `lang`: the page's language. A `</style` in the stylesheet could end the style element: it is escaped. */
export function siteDocument(markup: string, lang = 'en'): string {
  const css = siteCss.replaceAll('</style', '<\\/style')
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style></head><body>${markup}</body></html>`
}
