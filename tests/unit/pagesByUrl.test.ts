import { findPageByUrl } from '../../lib/content/entries.ts'
import { contentStore } from '../../lib/content/store.ts'
import { describe, expect, it } from 'vitest'
import { indexPagesByUrl, pageAt, pageUrls } from '../../lib/content/pagesByUrl.ts'

const page = (file: string, path: string, aliases: string[] = []) => ({ file, data: { path, aliases } })

describe('finding a page by address', () => {
  const home = page('home.mdx', '/')
  const team = page('team.mdx', '/personal-injury-attorneys', ['/attorneys'])
  const claimer = page('other.mdx', '/other', ['/attorneys'])
  const index = indexPagesByUrl([home, team, claimer])

  it("lists a page's path, then its aliases", () => {
    expect(pageUrls(team)).toEqual(['/personal-injury-attorneys', '/attorneys'])
  })

  it('finds a page at its path or an alias, with or without a trailing slash', () => {
    expect(pageAt(index, '/')).toBe(home)
    expect(pageAt(index, '/attorneys')).toBe(team)
    expect(pageAt(index, '/personal-injury-attorneys/')).toBe(team)
    expect(pageAt(index, '/nowhere')).toBeUndefined()
  })

  it('gives an address claimed twice to the first page (the content checks report the second)', () => {
    expect(pageAt(index, '/attorneys')).toBe(team)
  })

  it("is the lookup the site's routes use", () => {
    expect(findPageByUrl(contentStore(), '/attorneys/')?.data.path).toBe('/personal-injury-attorneys')
  })
})
