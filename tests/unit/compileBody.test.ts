/**
 * Each body is parsed once: the content checks' parse is what the store compiles
 * (lib/content/read/compileBody.ts) or reads as plain text (FAQ, glossary: never compiled).
 */
import { describe, expect, it, vi } from 'vitest'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { allEntries } from '../../lib/content/read/allEntries.ts'
import { compileBody } from '../../lib/content/compile/compileBody.ts'
import { diskEntryCache } from '../../lib/content/entryCache.ts'

const parsed = vi.hoisted(() => ({ count: 0 }))

// Counts every parse the content code makes (remark-parse is the parser of each of them).
vi.mock('remark-parse', async (importOriginal) => {
  const real = (await importOriginal<typeof import('remark-parse')>()).default
  return {
    default: function countingParse(this: { parser: (doc: string) => unknown }, ...options: unknown[]) {
      ;(real as (...args: unknown[]) => void).apply(this, options)
      const parse = this.parser
      this.parser = (doc: string) => {
        parsed.count++
        return parse(doc)
      }
    },
  }
})

describe('reading the content for the site (the store)', () => {
  parsed.count = 0
  const content = runPipeline(undefined, { compile: compileBody })
  const parses = parsed.count
  const entries = [...allEntries(content), ...allEntries(content.es as never)]

  it('parses each body once, for the checks, the compile and the text blocks', () => {
    expect(content.problems).toEqual([])
    expect(entries.length).toBeGreaterThan(50)
    expect(parses).toBe(entries.length)
  })

  it('compiles every page and attorney body to a function body', () => {
    for (const entry of [...content.pages, ...content.attorneys]) {
      expect(entry.compiled, entry.file).toContain(`"use strict";\n`)
      expect(entry.compiled, entry.file).toContain('function _createMdxContent(props)')
    }
  })

  it('never compiles a FAQ answer or glossary definition: they become text blocks', () => {
    expect(content.faq.length + content.glossary.length).toBeGreaterThan(0)
    for (const entry of [...content.faq, ...content.glossary]) {
      expect(entry.compiled, entry.file).toBeUndefined()
      expect(entry.plainText?.blocks.length, entry.file).toBeGreaterThan(0)
    }
  })

  it('without a compiler (`npm run check`), entries carry no code', () => {
    // With npm run check's cache, as it reads (its entries were made by this same pipeline code).
    expect(runPipeline(undefined, { cache: diskEntryCache() }).pages.every((p) => p.compiled === undefined)).toBe(true)
  })
})
