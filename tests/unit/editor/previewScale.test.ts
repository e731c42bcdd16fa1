/**
 * The "Computer" preview (lib/editor/previewScale.ts): the page laid out 1280 px wide and scaled to
 * the pane, filling it; its focus outlines drawn thicker by as much, so they never show thinner than
 * the site's.
 */
import { describe, expect, it } from 'vitest'
import { COMPUTER_WIDTH, computerView, outlineFactor } from '../../../lib/editor/previewScale.ts'

describe('the computer preview', () => {
  it('lays the page out 1280 px wide and scales it to a narrower pane, filling its height', () => {
    const view = computerView(718, 900)
    expect(view.width).toBe(COMPUTER_WIDTH)
    expect(view.width * view.scale).toBeCloseTo(718)
    expect(view.height * view.scale).toBeCloseTo(900, 0)
  })

  it('shows a pane wider than 1280 px at its own width, unscaled', () => {
    expect(computerView(1500, 800)).toEqual({ width: 1500, height: 800, scale: 1 })
  })

  it('draws focus outlines thick enough to show at least at their size, in quarter steps', () => {
    for (const pane of [320, 500, 718, 1000, 1279]) {
      const { scale } = computerView(pane, 800)
      const factor = outlineFactor(scale)
      expect(factor * scale).toBeGreaterThanOrEqual(1)
      expect(factor * 4).toBe(Math.round(factor * 4))
      expect(outlineFactor(scale + 0.001)).toBeLessThanOrEqual(factor)
    }
    expect(outlineFactor(1)).toBe(1)
  })
})
