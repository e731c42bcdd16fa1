/**
 * What an English save means for its Spanish file (lib/editor/translationReview.ts): a change of the
 * text the Spanish translates leaves it to review; a change of anything else (a photo, an extension)
 * does not; and the site index carries, for each translated English entry, what a save is compared to.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../../lib/content/pipeline.ts'
import { withSourceHash } from '../../../lib/content/sourceHashLine.ts'
import { buildSiteIndex } from '../../../lib/editor/buildSiteIndex.ts'
import { deleteProblem } from '../../../lib/editor/siteCheck.ts'
import { needsSpanishPage, translationDeleteProblem } from '../../../lib/editor/translationNeeds.ts'
import { BODY_FIELD, mdxFormat } from '../../../lib/editor/contentFormats.ts'
import {
  afterEnglishSave,
  reviewState,
  translatedFields,
  translatedText,
} from '../../../lib/editor/translationReview.ts'

const content = runPipeline(path.resolve('content'))
const index = buildSiteIndex(content)
/** An attorney of the content that has a Spanish file, as the editor reads its English file. */
const attorney = content.attorneys.find((a) => index.translations?.attorneys[a.slug])!
const translation = index.translations!.attorneys[attorney.slug]!
const saved = mdxFormat.fromFile(readFileSync(attorney.file, 'utf8'))
const upToDate = { ...translation, recorded: 'aaaaaaaaaaaa' }

describe('an English save and its Spanish file', () => {
  it("translates an attorney's title, focus areas, admissions, languages, short bio and full bio, not the photo or extension", () => {
    expect(translatedFields('attorneys').sort()).toEqual(
      ['admissions', 'bio', 'focusAreas', 'languages', 'title', BODY_FIELD].sort(),
    )
    expect(translatedFields('glossary')).toEqual(['term', BODY_FIELD])
  })

  it('indexes each translated entry with its Spanish file and the English text as the editor reads it', () => {
    expect(attorney, 'the content has an attorney with a Spanish file').toBeDefined()
    const spanish = content.es.attorneys.find((es) => es.data.translationOf === attorney.slug)!
    expect(translation.file).toBe(spanish.file)
    expect(translation.text).toBe(translatedText('attorneys', saved))
  })

  it('leaves the Spanish file as it was when only the photo or the extension changes', () => {
    const photoOnly = { ...saved, photo: 'attorneys/another-photo.jpg', extension: '999' }
    expect(afterEnglishSave('attorneys', photoOnly, upToDate, 'aaaaaaaaaaaa')).toEqual({
      kind: 'carry',
      file: translation.file,
    })
  })

  it('makes the Spanish file to review when the text it translates changes', () => {
    const retitled = { ...saved, title: `${String(saved.title)} and Partner` }
    expect(afterEnglishSave('attorneys', retitled, upToDate, 'aaaaaaaaaaaa')).toEqual({
      kind: 'to review',
      file: translation.file,
    })
    const rewritten = { ...saved, [BODY_FIELD]: `${String(saved[BODY_FIELD])}\nOne more sentence.\n` }
    expect(afterEnglishSave('attorneys', rewritten, upToDate, 'aaaaaaaaaaaa')?.kind).toBe('to review')
  })

  it('reads spaces around the text and an empty list as no change', () => {
    const respaced = { ...saved, [BODY_FIELD]: `\n${String(saved[BODY_FIELD])}\n\n`, unknownEmpty: [] }
    expect(translatedText('attorneys', respaced)).toBe(translatedText('attorneys', saved))
  })

  it('says nothing for an entry with no Spanish file, or one already to review', () => {
    expect(afterEnglishSave('attorneys', saved, undefined, 'aaaaaaaaaaaa')).toBeUndefined()
    expect(afterEnglishSave('attorneys', saved, upToDate, 'bbbbbbbbbbbb')).toBeUndefined()
  })
})

describe("a Spanish file's state", () => {
  it("is to review while it records another version than the English file's current one", () => {
    expect(reviewState('aaaaaaaaaaaa', 'aaaaaaaaaaaa')).toBe('up to date')
    expect(reviewState('aaaaaaaaaaaa', 'bbbbbbbbbbbb')).toBe('to review')
    expect(reviewState(undefined, 'bbbbbbbbbbbb')).toBe('not recorded')
  })

  it('records a new version in place of the old one, or after translationOf', () => {
    expect(withSourceHash('---\ntranslationOf: a\nsourceHash: "aaaaaaaaaaaa"\n---\n', 'bbbbbbbbbbbb')).toBe(
      '---\ntranslationOf: a\nsourceHash: "bbbbbbbbbbbb"\n---\n',
    )
    expect(withSourceHash('---\ntranslationOf: a\nterm: T\n---\n', 'bbbbbbbbbbbb')).toBe(
      '---\ntranslationOf: a\nsourceHash: "bbbbbbbbbbbb"\nterm: T\n---\n',
    )
  })
})

describe('deleting an English entry', () => {
  const withoutSpanish = content.glossary.find((g) => !index.translations?.glossary[g.slug])
  const named = (entry: { file: string }) => path.relative(path.resolve('.'), path.resolve(entry.file))

  it('is refused while it has a Spanish file, naming that file', () => {
    const refusal = deleteProblem(index, named(attorney))
    expect(refusal).toContain(translation.file)
    expect(refusal).toContain('Delete the Spanish one first')
  })

  it('goes ahead for an entry without one, or for the Spanish file itself', () => {
    if (withoutSpanish) expect(translationDeleteProblem(index, named(withoutSpanish))).toBeUndefined()
    expect(translationDeleteProblem(index, translation.file)).toBeUndefined()
  })
})

describe('an English page saved without a Spanish page', () => {
  const page = content.pages.find((p) => index.translations?.pages[p.slug])!

  it('needs one once the site has Spanish pages', () => {
    expect(needsSpanishPage(index, 'a-page-nobody-has-translated-yet')).toBe(true)
    expect(needsSpanishPage(index, page.slug)).toBe(false)
  })

  it('needs none on a site with no Spanish pages', () => {
    expect(needsSpanishPage({ ...index, translations: { ...index.translations!, pages: {} } }, 'new-page')).toBe(false)
  })
})
