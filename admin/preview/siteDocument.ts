/**
 * The preview as a document of its own: the site's markup with the site's stylesheet
 * (styles/global.css, compiled by the same Tailwind plugin as the site's), shown in a sandboxed
 * frame (./PreviewFrame.tsx) that runs no script and shares nothing with the editor: whatever an
 * entry holds, it cannot reach the editor's storage (the GitHub login) or act as the editor.
 */
import siteCss from '../../styles/global.css?inline'

/** The site's focus outline width in px (styles/global.css, and the components' own outlines). */
const SITE_OUTLINE_PX = 3

/**
 * Focus outlines drawn `factor` times as thick, so that a page drawn scaled down (the "Computer"
 * preview, lib/editor/previewScale.ts) still shows them at the site's width.
 */
function outlineStyle(factor: number): string {
  if (factor === 1) return ''
  return `<style>:focus-visible{outline-width:${SITE_OUTLINE_PX * factor}px!important}</style>`
}

/**
 * `lang`: the page's language; `outlineFactor`: how much thicker focus outlines are drawn. A
 * `</style` in the stylesheet could end the style element: it is escaped.
 */
export function siteDocument(markup: string, lang = 'en', outlineFactor = 1): string {
  const css = siteCss.replaceAll('</style', '<\\/style')
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style>${outlineStyle(outlineFactor)}</head><body>${markup}</body></html>`
}
