/** The content is one value: read once, passed along, and forgotten whole when the dev server resets it. */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { contentStore, resetContent } from '../../lib/content/store.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { shellData } from '../../pages/shellData.ts'

describe('the content store', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-'))
  cpSync('tests/fixtures/content', dir, { recursive: true })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const siteYaml = path.join(dir, 'site.yaml')
  const setSiteUrl = (url: string) =>
    writeFileSync(siteYaml, readFileSync(siteYaml, 'utf8').replace(/^siteUrl: .*$/m, `siteUrl: ${url}`))

  it('hands out the same value until it is reset, and everything derived from it with it', () => {
    setSiteUrl('https://www.first-address.com')
    resetContent()
    const first = contentStore(dir)
    expect(contentStore(dir)).toBe(first)
    expect(siteFacts(first)).toBe(siteFacts(contentStore(dir)))
    expect(shellData(first).siteUrl).toBe('https://www.first-address.com')
  })

  it('shows a changed siteUrl after a reset (the dev server resets on every content change)', () => {
    setSiteUrl('https://www.second-address.com')
    expect(shellData(contentStore(dir)).siteUrl).toBe('https://www.first-address.com')
    resetContent()
    const second = contentStore(dir)
    expect(shellData(second).siteUrl).toBe('https://www.second-address.com')
    expect(siteFacts(second).site.siteUrl).toBe('https://www.second-address.com')
  })
})

describe('one place keeps the content between calls', () => {
  it('no module but lib/content/store.ts reaches a global', () => {
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (/\.tsx?$/.test(entry.name) && /\bglobalThis\b|Symbol\.for\(/.test(readFileSync(full, 'utf8')))
          offenders.push(full.split(path.sep).join('/'))
      }
    }
    for (const root of ['lib', 'pages', 'components', 'islands', 'scripts']) if (existsSync(root)) walk(root)
    expect(offenders).toEqual(['lib/content/store.ts'])
  })
})
