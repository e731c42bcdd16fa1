/** The dev server's side of the one body path (scripts/vite-plugin-content.ts): an edit means a new read of the content and a reload. */
import { readContentOnce } from '../../lib/content/store.ts'
import { describe, expect, it, vi } from 'vitest'
import path from 'node:path'
import type { HmrContext, Plugin } from 'vite'
import { contentPlugin } from '../../scripts/vite-plugin-content.ts'
import { contentDir } from '../../lib/content/read/readContent.ts'

/** A dev server with one open site page, whose reloads `send` records. */
function hotUpdate(plugin: Plugin, file: string) {
  const send = vi.fn()
  const page = { socket: { readyState: 1 }, send }
  const hook = plugin.handleHotUpdate as (ctx: HmrContext) => unknown
  const result = hook({ file, server: { ws: { send, clients: new Set([page]) } } } as unknown as HmrContext)
  return { send, result }
}

describe('the content plugin in the dev server', () => {
  it('reads the content again and reloads the page when a content file changes', () => {
    const read = readContentOnce()
    const { send, result } = hotUpdate(contentPlugin(), path.join(contentDir(), 'pages', 'contact.mdx'))
    expect(send).toHaveBeenCalledWith({ type: 'full-reload' })
    expect(result).toEqual([])
    expect(readContentOnce()).not.toBe(read)
  })

  it('leaves other files to Vite', () => {
    const read = readContentOnce()
    const { send, result } = hotUpdate(contentPlugin(), path.resolve('components/ui/ButtonLink.tsx'))
    expect(send).not.toHaveBeenCalled()
    expect(result).toBeUndefined()
    expect(readContentOnce()).toBe(read)
  })
})
