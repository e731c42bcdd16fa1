/**
 * The case landing pages' lead-form settings, read from their frontmatter through
 * lib/content/pipeline.ts, against the table of the specification (landing-pages 3 and 8).
 */
import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { airportCaseTypes, caseTypeSelector, maritimeCaseTypes, wrongfulDeathCaseTypes } from './specCaseTypes.ts'

interface ExpectedForm {
  caseTypes?: string[]
  defaultCaseType: string
  topic: string
}

const single = (caseType: string, topic: string): ExpectedForm => ({
  caseTypes: [caseType],
  defaultCaseType: caseType,
  topic,
})

/** Page file name -> its dialogs by name; `{}` = a page with no form at all. */
const expected: Record<string, Record<string, ExpectedForm>> = {
  'car-accident-lawyer': {
    main: { caseTypes: caseTypeSelector, defaultCaseType: 'car-accident', topic: 'car accident case' },
  },
  'medical-malpractice-lawyer': { main: { defaultCaseType: 'medical-malpractice', topic: 'medical malpractice case' } },
  'construction-accident-lawyer': {
    main: {
      caseTypes: caseTypeSelector,
      defaultCaseType: 'construction-accident',
      topic: 'construction accident case',
    },
  },
  'premises-liability': { main: single('premises-liability', 'premises liability case') },
  'pedestrian-accident-lawyer': { main: single('pedestrian-accident', 'pedestrian accident case') },
  'subway-accident-lawyer': { main: single('subway-accident', 'subway accident case') },
  'maritime-accident-lawyer': {
    main: {
      caseTypes: maritimeCaseTypes,
      defaultCaseType: 'maritime-accident',
      topic: 'maritime accident case',
    },
  },
  'airport-accident-lawyer': {
    main: {
      caseTypes: airportCaseTypes,
      defaultCaseType: 'airport-accident',
      topic: 'airport accident case',
    },
  },
  'wrongful-death-lawyer': {
    main: {
      caseTypes: wrongfulDeathCaseTypes,
      defaultCaseType: 'wrongful-death',
      topic: 'wrongful death case',
    },
    second: single('wrongful-death', 'wrongful death case'),
  },
  'nursing-home-abuse-lawyer': { main: single('nursing-home-abuse', 'nursing home abuse case') },
  'product-liability-lawyer': { main: single('product-liability', 'product liability case') },
  'birth-injury-lawyer': { main: single('birth-injury', 'birth injury case') },
  'brain-injury-lawyer': { main: single('brain-injury', 'brain injury case') },
  'burn-injury-lawyer': { main: single('burn-injury', 'burn injury case') },
  'dog-bite-lawyer': { main: single('dog-bite', 'dog bite case') },
  'spinal-cord-injury-lawyer': {},
  'bicycle-accident-lawyer': { main: { defaultCaseType: 'bicycle-accident', topic: 'bicycle accident case' } },
}

const content = runPipeline()

describe('case landing pages: lead forms from frontmatter', () => {
  it('the content loads without problems', () => {
    expect(content.problems).toEqual([])
  })

  for (const [slug, forms] of Object.entries(expected)) {
    describe(slug, () => {
      const page = content.pages.find((p) => p.slug === slug)

      it('has exactly the dialogs the specification lists', () => {
        expect(page, `content/pages/${slug}.mdx`).toBeDefined()
        expect(Object.keys(page?.data.forms ?? {}).sort()).toEqual(Object.keys(forms).sort())
      })

      for (const [name, form] of Object.entries(forms)) {
        it(`form "${name}": a dialog with its default case type, options and topic`, () => {
          const settings = page?.data.forms?.[name]
          expect(settings?.kind).toBe('dialog')
          expect(settings?.defaultCaseType).toBe(form.defaultCaseType)
          expect(settings?.caseTypes).toEqual(form.caseTypes)
          expect(settings?.topic).toBe(form.topic)
          expect(settings?.descriptionRows).toBe(3)
          if (settings?.caseTypes) expect(settings.caseTypes).toContain(form.defaultCaseType)
        })
      }
    })
  }
})
