/**
 * Each collection is declared once (lib/content/schema/collectionRegistry.ts), and what handles
 * collections loops over the registry: the reader finds each one's files in both languages, the
 * editor lists each one and its Spanish collection with "View the page", and `npm run new` writes
 * each one's starting files.
 */
import { describe, expect, it } from 'vitest'
import type { PipelineResult } from '../../lib/content/model/content.ts'
import { contentStore } from '../../lib/content/store.ts'
import { collectionNames, collections } from '../../lib/content/schema/collectionRegistry.ts'
import { collectionSchemas } from '../../lib/content/schema/collectionSchemas.ts'
import { allEntries } from '../../lib/content/read/allEntries.ts'
import { editorCollections } from '../../lib/editor/collections.ts'
import { editorOrder } from '../../lib/editor/editorRegistry.ts'
import { contentSchemas } from '../../lib/editor/contentSchemas.ts'
import { newContentKinds } from '../../scripts/newContent.ts'

const content = contentStore()

describe('the collection registry', () => {
  it('gives every collection its schemas, English and Spanish', () => {
    expect(Object.keys(collectionSchemas)).toEqual(collectionNames)
    for (const name of collectionNames) {
      expect(contentSchemas[name]).toBe(collectionSchemas[name].schema)
      expect(contentSchemas[`es-${name}`]).toBe(collectionSchemas[name].translation)
    }
  })

  it('is what the pipeline reads: each MDX file of the content is an entry of a collection it declares, by its folder', () => {
    const folders = new Set(collectionNames.map((name) => collections[name].folder))
    // The store keeps the pipeline's whole result, the collection and language of every file listed included.
    for (const [file, origin] of (content as unknown as PipelineResult).origins) {
      expect(collectionNames).toContain(origin.collection)
      const folder = file.split('/').at(-2)
      expect(folders.has(folder ?? '')).toBe(true)
      expect(folder).toBe(collections[origin.collection].folder)
    }
    expect(allEntries(content)).toHaveLength(collectionNames.reduce((sum, name) => sum + content[name].length, 0))
  })

  it('is what the editor lists: each collection, then its Spanish one, then the firm’s facts', () => {
    const listed = editorCollections({ content: 'content', contentDir: content.dir, guide: (a) => `#${a}` })
    expect(listed.map((c) => c.name)).toEqual([...editorOrder.flatMap((name) => [name, `es-${name}`]), 'site'])
    expect([...editorOrder].sort()).toEqual([...collectionNames].sort())
  })

  it('is what `npm run new` offers: one kind a collection', () => {
    expect(newContentKinds).toHaveLength(collectionNames.length)
    expect(new Set(newContentKinds).size).toBe(collectionNames.length)
  })
})
