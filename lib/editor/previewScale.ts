/**
 * The "Computer" preview: the page laid out 1280 px wide (the site's wide layout: card columns, the
 * hero's photo), scaled down to the pane; a pane wider than that shows the page at its own width.
 * The site's focus outline (3 px) would shrink with the page (under 2 px in a pane of 700 px), so the
 * preview's document draws it thicker by the same factor, in quarter steps (each step redraws the
 * document, so a pane resized by a pixel does not).
 */
export const COMPUTER_WIDTH = 1280

export interface ComputerView {
  /** The page's layout width and height, before scaling. */
  width: number
  height: number
  /** Drawn at this size: the pane's width over the layout width (1 when the pane is wider). */
  scale: number
}

/** The page's layout box and scale for a pane of `paneWidth` by `paneHeight` px, filling it. */
export function computerView(paneWidth: number, paneHeight: number): ComputerView {
  const width = Math.max(COMPUTER_WIDTH, Math.round(paneWidth))
  const scale = paneWidth > 0 ? paneWidth / width : 1
  return { width, height: Math.round(paneHeight / scale), scale }
}

/** How much thicker the preview draws focus outlines at `scale` so they show at their size (at least 1). */
export function outlineFactor(scale: number): number {
  return scale >= 1 || scale <= 0 ? 1 : Math.ceil((1 / scale) * 4) / 4
}
