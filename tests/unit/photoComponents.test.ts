/**
 * Where photos show (components/ui/Picture.tsx and its users): the hero's photo is the first
 * screen's (fetched first, never lazy, nothing on phones), a page's photo is lazy, and the share
 * image is the 1200 x 630 copy. Rendered with made-up facts, so no content change can break them.
 */
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { Hero } from '../../components/blocks/Hero.tsx'
import { Photo } from '../../components/blocks/Photo.tsx'
import type { PhotoFacts } from '../../lib/content/model/photoFacts.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'
import { renderWithFacts } from '../renderWithFacts.ts'

const shore: PhotoFacts = {
  src: 'places/shore.jpg',
  hash: 'aaaaaaaaaa',
  format: 'jpeg',
  width: 2000,
  height: 1500,
  alpha: false,
  bytes: 900_000,
}
const office: PhotoFacts = { ...shore, src: 'offices/front.jpg', hash: 'bbbbbbbbbb', width: 1200, height: 800 }
const facts = { ...siteFacts(contentStore()), photos: { [shore.src]: shore, [office.src]: office } }
const imgOf = (html: string) => /<img [^>]*>/.exec(html)?.[0] ?? ''

describe('the hero photo', () => {
  const html = renderWithFacts(
    createElement(Hero, { title: 'A title', photo: shore.src, photoAlt: 'A beach at dusk' }),
    facts,
  )

  it('is fetched first and never lazy', () => {
    expect(imgOf(html)).toContain('fetchPriority="high"')
    expect(imgOf(html)).not.toContain('loading=')
    expect(imgOf(html)).toContain('alt="A beach at dusk"')
    expect(imgOf(html)).toContain('width="1600" height="1200"')
  })

  it('is only for screens 1024 px and wider: a phone downloads none of it', () => {
    const sources = [...html.matchAll(/<source [^>]*>/g)].map((m) => m[0])
    expect(sources.map((s) => /type="([^"]+)"/.exec(s)?.[1])).toEqual(['image/avif', 'image/webp', 'image/jpeg'])
    for (const source of sources) expect(source).toContain('media="(min-width: 1024px)"')
    expect(imgOf(html)).toMatch(/src="data:image\/gif;base64,/)
    expect(imgOf(html)).not.toContain('srcSet')
    expect(html).toContain('<div class="hidden lg:block lg:aspect-[4/3]"><picture>')
  })

  it('leaves the hero as it was without a photo', () => {
    const plain = renderWithFacts(createElement(Hero, { title: 'A title' }), facts)
    expect(plain).not.toContain('<picture')
    expect(plain).not.toContain('lg:grid-cols')
  })
})

describe('<Photo>', () => {
  it('is lazy and decoded off the main thread, with its copies, size and caption', () => {
    const html = renderWithFacts(
      createElement(Photo, { src: office.src, alt: 'The front desk', caption: 'Our Islandia office' }),
      facts,
    )
    const img = imgOf(html)
    expect(img).toContain('loading="lazy"')
    expect(img).toContain('decoding="async"')
    expect(img).not.toContain('fetchPriority')
    expect(img).toContain('width="1152" height="768"')
    expect(img).toContain(
      'srcSet="/photos/bbbbbbbbbb-480x320.jpg 480w, /photos/bbbbbbbbbb-768x512.jpg 768w, /photos/bbbbbbbbbb-1152x768.jpg 1152w"',
    )
    expect(img).toContain('sizes="(min-width: 832px) 768px, calc(100vw - 2rem)"')
    expect(html).toContain('<figcaption class="mt-2 text-sm text-slate-600">Our Islandia office</figcaption>')
  })

  it('shows nothing for a photo the facts do not have (the check has refused it)', () => {
    expect(renderWithFacts(createElement(Photo, { src: 'nowhere.jpg', alt: 'x' }), facts)).toBe('')
  })
})
