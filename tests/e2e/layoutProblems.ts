/**
 * What the layout gate measures in the page, one kind of problem per pass:
 * - sideways overflow (WCAG 1.4.10): the page's scroll width against its client width, and every
 *   element that passes the viewport's left or right edge outside a horizontal scroller of its own
 *   (a wide table in an `overflow-x: auto` box may be wider) or a box that clips it. Only the
 *   outermost offenders are listed: one inside another that sticks out adds nothing a fix needs.
 * - clipped text (WCAG 1.4.12): an element that hides its overflow while its content is taller or
 *   wider than its box. Visually hidden text (1px boxes, for screen readers) is left out.
 */
import type { Page } from '@playwright/test'

export interface Offender {
  selector: string
  left: number
  right: number
  width: number
}
export interface Clipped {
  selector: string
  content: string
  box: string
}
export interface LayoutProblems {
  scrollWidth: number
  clientWidth: number
  offenders: Offender[]
  clipped: Clipped[]
}

/** Looks for `overflow` or `clipping` problems (one kind per pass: each reads the whole page). */
export function findLayoutProblems(page: Page, look: 'overflow' | 'clipping'): Promise<LayoutProblems> {
  return page.evaluate((look) => {
    const root = document.documentElement
    const edge = root.clientWidth
    const all = [...document.body.querySelectorAll('*')]
    const selectorOf = (el: Element) => {
      const parts: string[] = []
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const tag = e.tagName.toLowerCase()
        if (e.id) {
          parts.unshift(`${tag}#${CSS.escape(e.id)}`)
          break
        }
        const classes = [...e.classList]
          .slice(0, 3)
          .map((c) => `.${CSS.escape(c)}`)
          .join('')
        const same = e.parentElement ? [...e.parentElement.children].filter((c) => c.tagName === e!.tagName) : []
        parts.unshift(tag + classes + (same.length > 1 ? `:nth-of-type(${same.indexOf(e) + 1})` : ''))
      }
      return parts.join(' > ')
    }
    // Inside a scroller, content may be wider; inside a box that clips, only the box shows (and the clipping check judges it).
    const insideOwnBox = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true
      }
      return false
    }
    const sticksOut = (el: Element) => {
      const r = el.getBoundingClientRect()
      // A box of at most 1x1px (text for screen readers only) shows nothing wherever it sits.
      return (r.width > 1 || r.height > 1) && (r.right > edge + 0.5 || r.left < -0.5)
    }
    const outside =
      look !== 'overflow'
        ? []
        : all.filter((el) => sticksOut(el) && getComputedStyle(el).visibility !== 'hidden' && !insideOwnBox(el))
    const marked = new Set(outside)
    const offenders = outside
      .filter((el) => !el.parentElement || !marked.has(el.parentElement))
      .map((el) => {
        const r = el.getBoundingClientRect()
        return {
          selector: selectorOf(el),
          left: Math.round(r.left),
          right: Math.round(r.right),
          width: Math.round(r.width),
        }
      })
      .sort((a, b) => b.right - a.right)

    const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip'
    const clipped = (look !== 'clipping' ? [] : all)
      .filter((el) => {
        if (el.clientWidth <= 1 || el.clientHeight <= 1) return false
        const taller = el.scrollHeight > el.clientHeight + 1
        const wider = el.scrollWidth > el.clientWidth + 1
        if (!taller && !wider) return false
        const style = getComputedStyle(el)
        return (
          style.visibility !== 'hidden' && ((taller && hides(style.overflowY)) || (wider && hides(style.overflowX)))
        )
      })
      .map((el) => ({
        selector: selectorOf(el),
        content: `${el.scrollWidth}x${el.scrollHeight}`,
        box: `${el.clientWidth}x${el.clientHeight}`,
      }))
    return { scrollWidth: root.scrollWidth, clientWidth: edge, offenders, clipped }
  }, look)
}

/** The overflow found, one line per offender, for a failure message someone can act on. */
export function describeOverflow(where: string, found: LayoutProblems): string {
  const lines = found.offenders
    .slice(0, 8)
    .map((x) => `  ${x.selector}: ${x.width}px wide, from ${x.left} to ${x.right}px`)
  const more = found.offenders.length > 8 ? [`  ... and ${found.offenders.length - 8} more`] : []
  return [`${where}: page ${found.scrollWidth}px wide in a ${found.clientWidth}px viewport`, ...lines, ...more].join(
    '\n',
  )
}

/** The clipped boxes found, one line each. */
export function describeClipped(where: string, found: LayoutProblems): string {
  return [
    `${where}: text cut off by a box that hides its overflow`,
    ...found.clipped.slice(0, 8).map((x) => `  ${x.selector}: content ${x.content}px in a ${x.box}px box`),
  ].join('\n')
}
