/**
 * The reading of `sizes`, `media` and `srcset` the photo budgets rest on (tests/photos/): the slot
 * width at a screen width, and the copy a browser takes from a `<picture>`.
 */
import { describe, expect, it } from 'vitest'
import { photoUses } from '../../lib/content/schema/photoUses.ts'
import { chosenCopy, parseSrcset, pickCandidate } from '../photos/chosenCopy.ts'
import type { PictureMarkup } from '../photos/pictureMarkup.ts'
import { lengthPx, mediaMatches, slotWidth } from '../photos/sizesAttribute.ts'

describe('a sizes attribute', () => {
  it('reads px, vw, rem and calc() lengths', () => {
    expect(lengthPx('288px', 375)).toBe(288)
    expect(lengthPx('44vw', 1200)).toBe(528)
    expect(lengthPx('2rem', 375)).toBe(32)
    expect(lengthPx('calc(100vw - 2rem)', 375)).toBe(343)
    expect(lengthPx('calc(50vw + 10px - 1em)', 400)).toBe(194)
  })

  it('takes the first entry whose condition holds, the last when none has one', () => {
    const sizes = '(min-width: 1024px) 288px, (min-width: 640px) 224px, 176px'
    expect(slotWidth(sizes, 1280)).toBe(288)
    expect(slotWidth(sizes, 1024)).toBe(288)
    expect(slotWidth(sizes, 1023)).toBe(224)
    expect(slotWidth(sizes, 640)).toBe(224)
    expect(slotWidth(sizes, 375)).toBe(176)
    expect(slotWidth('(max-width: 600px) 50vw, 300px', 400)).toBe(200)
    expect(slotWidth('(min-width: 600px) and (max-width: 900px) 10px, 20px', 700)).toBe(10)
    expect(slotWidth('(min-width: 600px) and (max-width: 900px) 10px, 20px', 901)).toBe(20)
    // No entry applies: the viewport's width, as a browser takes it.
    expect(slotWidth('(min-width: 2000px) 10px', 375)).toBe(375)
  })

  it('reads the sizes of every use the site has', () => {
    expect(slotWidth(photoUses.body.sizes, 375)).toBe(343)
    expect(slotWidth(photoUses.body.sizes, 1280)).toBe(768)
    expect(slotWidth(photoUses.hero.sizes, 1100)).toBe(484)
    expect(slotWidth(photoUses.hero.sizes, 1280)).toBe(560)
    for (const use of Object.values(photoUses))
      for (const width of [320, 375, 640, 1023, 1024, 1280, 1920])
        expect(slotWidth(use.sizes, width)).toBeGreaterThan(0)
  })

  it('refuses a form it does not know instead of guessing', () => {
    expect(() => slotWidth('(orientation: portrait) 50vw, 100vw', 375)).toThrow(/media feature/)
    expect(() => slotWidth('min(100vw, 500px)', 375)).toThrow(/length/)
    expect(() => mediaMatches('(min-width: 40em)', 800)).toThrow(/media feature/)
  })

  it('matches min-width and max-width media as a browser does, at the limit included', () => {
    expect(mediaMatches('(min-width: 1024px)', 1024)).toBe(true)
    expect(mediaMatches('(min-width: 1024px)', 1023)).toBe(false)
    expect(mediaMatches('(max-width: 639px)', 639)).toBe(true)
    expect(mediaMatches('', 10)).toBe(true)
  })
})

describe('the copy a browser takes', () => {
  const srcset = '/a-160.avif 160w, /a-480.avif 480w, /a-240.avif 240w, /a-640.avif 640w, /a-360.avif 360w'

  it('is the smallest whose density reaches the pixel ratio, else the largest', () => {
    const candidates = parseSrcset(srcset)
    expect(candidates[1]).toEqual({ url: '/a-480.avif', width: 480 })
    expect(pickCandidate(candidates, 176, 2).width).toBe(360)
    expect(pickCandidate(candidates, 181, 2).width).toBe(480)
    expect(pickCandidate(candidates, 80, 2).width).toBe(160)
    expect(pickCandidate(candidates, 288, 1).width).toBe(360)
    expect(pickCandidate(candidates, 240, 1).width).toBe(240)
    expect(pickCandidate(candidates, 400, 2).width).toBe(640)
    expect(() => parseSrcset('/a.jpg 2x')).toThrow(/width descriptor/)
  })

  const hero: PictureMarkup = {
    sources: ['avif', 'webp', 'jpeg'].map((format) => ({
      type: `image/${format}`,
      media: '(min-width: 1024px)',
      srcset: `/h-480.${format} 480w, /h-800.${format} 800w, /h-1200.${format} 1200w`,
      sizes: photoUses.hero.sizes,
    })),
    img: { src: 'data:image/gif;base64,R0lGOD', alt: 'x' },
  }

  it('is the first source whose media holds: none at all for the hero on a phone', () => {
    expect(chosenCopy(hero, { name: 'computer', width: 1280, pixelRatio: 1 })).toEqual({
      url: '/h-800.avif',
      width: 800,
      slot: 560,
    })
    expect(chosenCopy(hero, { name: 'phone', width: 1023, pixelRatio: 1 })).toBeUndefined()
    expect(chosenCopy(hero, { name: 'phone', width: 375, pixelRatio: 2 })).toBeUndefined()
  })

  it('falls back to the <img> when no source applies, and to 100vw without sizes', () => {
    const plain: PictureMarkup = { sources: [], img: { src: '/p-480.jpg', srcset: '/p-480.jpg 480w, /p-800.jpg 800w' } }
    expect(chosenCopy(plain, { name: 'phone', width: 375, pixelRatio: 2 })?.url).toBe('/p-800.jpg')
    expect(chosenCopy(plain, { name: 'phone', width: 375, pixelRatio: 1 })).toMatchObject({
      url: '/p-480.jpg',
      slot: 375,
    })
    const unknownType: PictureMarkup = {
      ...plain,
      sources: [{ type: 'image/jxl', srcset: '/j 10w', sizes: '', media: '' }],
    }
    expect(chosenCopy(unknownType, { name: 'phone', width: 375, pixelRatio: 1 })?.url).toBe('/p-480.jpg')
  })
})
