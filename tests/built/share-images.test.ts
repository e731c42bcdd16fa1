/**
 * Each built page shares its own image: the card the build drew for it (scripts/shareImages/), in
 * dist, 1200 x 630, with text in its title box, named with its size and a text alternative in the
 * page's language (interface.yaml `shell.shareImageAlt`); no two pages share one. An alias is the
 * same page, and shares its page's image.
 */
import path from 'node:path'
import { existsSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { canonicalPath } from '../../lib/content/entries.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import type { Language } from '../../lib/content/schema/language.ts'
import { contentStore } from '../../lib/content/store.ts'
import { attorneyPageTitle } from '../../lib/content/attorneyPageTitle.ts'
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import { BUILT_ROOT, builtPages, readBuiltPage, type BuiltPageRef } from './builtSite.ts'
import { attr } from './dom.ts'
import { select } from './select.ts'
import { titleBoxStats } from '../../scripts/shareImages/titleBoxStats.ts'

const content = contentStore()
const SITE = content.site.siteUrl
const facts = (language: Language) => siteFacts(content, language)

const meta = (ref: BuiltPageRef, key: string) => {
  const found =
    select(readBuiltPage(ref).document, `meta[property="${key}"]`) ??
    select(readBuiltPage(ref).document, `meta[name="${key}"]`)
  return found ? attr(found, 'content') : undefined
}

/** What the alt must say: the page's title (an attorney's page: their name and title) and the firm's name, in the page's words. */
function expectedAlt(ref: BuiltPageRef): string {
  const { site, words } = facts(ref.language)
  const attorney = facts(ref.language).attorneys.find((a) => a.url === ref.url)
  const title = ref.entry ? ref.entry.data.title : attorney ? attorneyPageTitle(attorney.data) : site.notFound.title
  return fillPlaceholders(words.shell.shareImageAlt, { title, name: site.name })
}

const pages = builtPages().filter((ref) => ref.kind !== 'alias')

describe('share images', () => {
  for (const ref of pages)
    it(`${ref.url} names its own image, 1200 x 630, with text and an alt in ${ref.language}`, async () => {
      const url = meta(ref, 'og:image')
      expect(url, 'og:image').toMatch(new RegExp(`^${SITE.replace(/[.]/g, '\\.')}/images/share/.+\\.(png|jpg)$`))
      expect(meta(ref, 'twitter:image')).toBe(url)
      const file = path.join(BUILT_ROOT, new URL(url!).pathname)
      expect(existsSync(file), `${file} exists`).toBe(true)
      const { width, height } = await sharp(file).metadata()
      expect([width, height]).toEqual([1200, 630])
      expect([meta(ref, 'og:image:width'), meta(ref, 'og:image:height')]).toEqual(['1200', '630'])
      expect(meta(ref, 'og:image:alt')).toBe(expectedAlt(ref))
      expect(meta(ref, 'twitter:image:alt')).toBe(expectedAlt(ref))
      // The title was drawn: a font was found (a box of one colour means none was).
      const { channels } = await titleBoxStats(file)
      expect(channels[0]!.stdev).toBeGreaterThan(10)
    })

  it('no two pages share one, and an alias shares its page’s', () => {
    const urls = pages.map((ref) => meta(ref, 'og:image'))
    expect(new Set(urls).size).toBe(urls.length)
    for (const alias of builtPages().filter((ref) => ref.kind === 'alias')) {
      const page = pages.find((ref) => ref.entry && canonicalPath(ref.entry) === canonicalPath(alias.entry!))
      if (page) expect(meta(alias, 'og:image'), alias.url).toBe(meta(page, 'og:image'))
    }
  })
})
