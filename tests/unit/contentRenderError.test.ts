/** A pre-render failure names the page's content file first, without a stack trace (pages/contentRenderError.ts). */
import { describe, expect, it } from 'vitest'
import type { PageContextServer } from 'vike/types'
import { namingContentFile } from '../../pages/contentRenderError.ts'

const pageContext = (file?: string) => ({ data: file ? { file } : undefined }) as unknown as PageContextServer

describe('pre-rendering a content page', () => {
  it('names the page file and the reason when a step throws', async () => {
    const failing = namingContentFile(pageContext('content/pages/contact.mdx'), () => {
      throw new Error('<OfficeAddress office="nowhere"> names no office')
    })
    await expect(failing).rejects.toThrow(
      /^content\/pages\/contact\.mdx: this page could not be built \(<OfficeAddress office="nowhere"> names no office\)/,
    )
    const error = await failing.catch((e: unknown) => e as Error)
    expect(error.stack).not.toMatch(/\n\s+at /)
  })
  it('prints a reason that quotes content on one line', async () => {
    const failing = namingContentFile(pageContext('content/pages/contact.mdx'), () => {
      throw new Error('names no office "a\n::error file=package.json::x"')
    })
    await expect(failing).rejects.toThrow('(names no office "a\\n::error file=package.json::x")')
  })
  it('passes results through, and errors of pages without a content file unchanged', async () => {
    await expect(namingContentFile(pageContext('content/pages/contact.mdx'), async () => 'html')).resolves.toBe('html')
    const original = new Error('not a content page')
    await expect(
      namingContentFile(pageContext(), () => {
        throw original
      }),
    ).rejects.toBe(original)
  })
})
