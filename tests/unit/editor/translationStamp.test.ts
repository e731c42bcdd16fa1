/**
 * A Spanish entry saved in the editor records the English text it translates (lib/editor/translationStamp.ts),
 * as `npm run translations -- --stamp` would: the English file's git blob id, from the site index.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../../lib/content/pipeline.ts'
import type { SiteIndex } from '../../../lib/content/model/siteIndex.ts'
import { buildSiteIndex } from '../../../lib/editor/buildSiteIndex.ts'
import type { DecapCms, ImmutableMap, PreSaveArgs } from '../../../lib/editor/decapTypes.ts'
import { setSiteIndex } from '../../../lib/editor/loadedSiteIndex.ts'
import { registerTranslationStamp, translationStamp } from '../../../lib/editor/translationStamp.ts'
import { firstFile } from './pickContent.ts'

const index = buildSiteIndex(runPipeline(path.resolve('content')))
const englishTerm = firstFile('glossary')
const slug = path.basename(englishTerm, '.mdx')
/** What git says the English file is: `npm run translations -- --stamp` records its first 12 characters. */
const gitBlobId = (file: string) => execFileSync('git', ['hash-object', file], { encoding: 'utf8' }).trim().slice(0, 12)

/** Immutable.js's Map as far as the listener uses it. */
function immutable(values: Record<string, unknown>): ImmutableMap {
  return { get: (key) => values[key], toJS: () => values, set: (key, value) => immutable({ ...values, [key]: value }) }
}
const spanishEntry = (data: Record<string, unknown>) =>
  immutable({ collection: 'es-glossary', path: undefined, data: immutable(data) })

function preSaveWith(siteIndex: SiteIndex | undefined) {
  let preSave: ((args: PreSaveArgs) => unknown) | undefined
  let refreshed = 0
  const cms: Pick<DecapCms, 'registerEventListener'> = {
    registerEventListener: ({ handler }) => {
      preSave = handler
    },
  }
  registerTranslationStamp(cms, async () => {
    refreshed++
    setSiteIndex(siteIndex)
  })
  return { preSave: preSave!, refreshed: () => refreshed }
}

describe("the editor's stamp on a Spanish entry", () => {
  it("is the English file's git blob id, as the site index has it", () => {
    expect(translationStamp('es-glossary', { translationOf: slug, term: 'Un término' }, index)).toEqual({
      sourceHash: gitBlobId(`content/${englishTerm}`),
    })
  })

  it('is written into the entry as it is saved, from the site index fetched again', async () => {
    const { preSave, refreshed } = preSaveWith(index)
    const saved = (await preSave({ entry: spanishEntry({ translationOf: slug, term: 'Un término' }) })) as ImmutableMap
    expect(saved.toJS()).toEqual({
      translationOf: slug,
      term: 'Un término',
      sourceHash: gitBlobId(`content/${englishTerm}`),
    })
    expect(refreshed()).toBe(1)
  })

  it('keeps a recorded sourceHash: only a review moves it (npm run translations)', async () => {
    const { preSave, refreshed } = preSaveWith(index)
    const data = { translationOf: slug, sourceHash: '0123456789ab', term: 'Un término' }
    expect(await preSave({ entry: spanishEntry(data) })).toBeUndefined()
    expect(refreshed()).toBe(0)
  })

  it('leaves English entries alone', () => {
    expect(translationStamp('glossary', { term: 'A term', translationOf: slug }, index)).toBeUndefined()
  })

  it('refuses to save a translation of an English entry the site does not have yet, saying why', async () => {
    const { preSave } = preSaveWith(index)
    await expect(
      preSave({ entry: spanishEntry({ translationOf: 'not-yet-published', term: 'Nuevo' }) }),
    ).rejects.toThrow(
      'Not saved: content/glossary/not-yet-published.mdx, the English entry this translates, is not on the site yet',
    )
  })

  it('saves as before when there is no site index to take the stamp from', async () => {
    const { preSave } = preSaveWith(undefined)
    expect(await preSave({ entry: spanishEntry({ translationOf: slug, term: 'Un término' }) })).toBeUndefined()
  })
})
