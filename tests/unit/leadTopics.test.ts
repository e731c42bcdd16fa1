/**
 * Every form variant of the real content/lead-forms.yaml resolves to what the file says: its options
 * (labels from `caseTypes`, `optionLabels` first), its default, its topic in the thanks. The
 * expectations are read from the file, so an editor's correct change keeps this green; the
 * specification's own words and lists are checked in tests/spec/leadForms.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { requiredFieldsMessage, submitErrorMessage, successMessage } from '../../components/lead/leadMessages.ts'
import { leadFormDefaults } from '../../lib/content/schema/leadForm.ts'
import { resolveLeadForm } from '../../lib/content/schema/resolveLeadForm.ts'
import { leadFormsFile, leadFormsProblems, resolvedVariant } from '../realLeadForms.ts'
import { englishWords, spanishWords } from '../realInterfaceWords.ts'

const { caseTypes, thanks, variants } = leadFormsFile.data
const names = Object.keys(variants)
/** The thanks sentence with the topic put in, written apart from successMessage's own code. */
const thanked = (topic: string) => thanks.split('{topic}').join(topic)

it('the file is valid and has variants', () => {
  expect(leadFormsProblems).toEqual([])
  expect(names.length).toBeGreaterThan(0)
})

describe('success messages', () => {
  it.each(names)('%s thanks the visitor for its own topic, or for "case"', (name) => {
    const topic = variants[name]!.topic ?? leadFormDefaults.topic
    expect(successMessage(englishWords.lead, thanks, resolvedVariant(name).topic)).toEqual({
      tone: 'success',
      title: englishWords.lead.thanksTitle,
      description: thanked(topic),
      dismissLabel: englishWords.lead.dismiss,
    })
  })

  it('a form without a topic thanks for "your case"', () => {
    const form = resolveLeadForm('main', { own: { caseTypes: ['other'] }, reportOwn: () => undefined }, caseTypes)!
    expect(successMessage(englishWords.lead, thanks, form.topic).description).toBe(thanked('case'))
  })
})

it("the thanks is the firm's sentence, with every {topic} filled in", () => {
  expect(successMessage(englishWords.lead, 'Thanks: {topic}. Again: {topic}.', 'referral').description).toBe(
    'Thanks: referral. Again: referral.',
  )
})

it("the messages are in the words of the page's language (content/interface.yaml)", () => {
  for (const words of [englishWords.lead, spanishWords.lead]) {
    expect(requiredFieldsMessage(words)).toEqual({
      tone: 'error',
      title: words.requiredTitle,
      dismissLabel: words.dismiss,
    })
    expect(submitErrorMessage(words)).toEqual({
      tone: 'error',
      title: words.errorTitle,
      description: words.errorText,
      dismissLabel: words.dismiss,
    })
  }
  expect(requiredFieldsMessage(spanishWords.lead).title).not.toBe(requiredFieldsMessage(englishWords.lead).title)
})

describe('each variant resolves to its settings in lead-forms.yaml', () => {
  it.each(names)('%s: its case types in order, labelled, with its default, rule and rows', (name) => {
    const own = variants[name]!
    const labels: Record<string, string> = own.optionLabels ?? {}
    expect(resolvedVariant(name)).toMatchObject({
      kind: own.kind ?? 'dialog',
      options: (own.caseTypes ?? []).map((id) => ({ value: id, label: labels[id] ?? caseTypes[id] })),
      defaultCaseType: own.defaultCaseType ?? '',
      caseTypeRequired: own.caseTypeRequired ?? false,
      descriptionRows: own.descriptionRows ?? 3,
      submitLabel: own.submitLabel ?? 'Get Free Case Review',
    })
  })

  it('every dialog reads "Get Free Case Review"', () => {
    for (const name of names) {
      const form = resolvedVariant(name)
      if (form.kind === 'dialog') expect(form.submitLabel).toBe('Get Free Case Review')
    }
  })
})
