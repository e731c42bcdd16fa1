/**
 * The case-review form as HTML (components/lead/CaseReviewFields.tsx) for each state the machine can
 * be in, read as a browser reads it (parse5): labels and input types, the service's length limits,
 * the description counter, the bot trap hidden from people and assistive technology, the button
 * while sending and before the form runs, the marks beside a field. Words and the legal note come
 * from the content.
 */
import { createElement, createRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5'
import { describe, expect, it } from 'vitest'
import { CaseReviewFields } from '../../components/lead/CaseReviewFields.tsx'
import type { LeadFormState } from '../../components/lead/useLeadForm.ts'
import { DESCRIPTION_COUNTER_FROM, DESCRIPTION_LIMIT } from '../../components/lead/leadLimits.ts'
import { leadFormWords } from '../../components/lead/leadMessages.ts'
import { siteFacts } from '../../lib/content/siteFacts.ts'
import { contentStore } from '../../lib/content/store.ts'
import { fillPlaceholders } from '../../lib/text/fillPlaceholders.ts'
import { englishWords, spanishWords } from '../realInterfaceWords.ts'
import { filled, madeUpForm } from './leadFakes.ts'

type Element = DefaultTreeAdapterTypes.Element
const words = leadFormWords(englishWords.lead)
const { notice } = siteFacts(contentStore()).lead

function render(state: Partial<LeadFormState> = {}, config = madeUpForm(), formWords = words) {
  const full: LeadFormState = {
    values: { ...filled, description: '' },
    setField: () => undefined,
    invalid: new Set(),
    fieldErrors: {},
    submitting: false,
    ready: true,
    honeypot: createRef(),
    formRef: createRef(),
    onSubmit: () => undefined,
    ...state,
  }
  const html = renderToStaticMarkup(createElement(CaseReviewFields, { config, state: full, notice, words: formWords }))
  const all: Element[] = []
  const walk = (node: { childNodes?: unknown[] }) => {
    for (const child of (node.childNodes ?? []) as Element[]) {
      if (child.tagName) all.push(child)
      walk(child)
    }
  }
  walk(parseFragment(html))
  const attr = (el: Element | undefined, name: string) => el?.attrs.find((a) => a.name === name)?.value
  const text = (el: Element | undefined): string =>
    (el?.childNodes ?? []).map((n) => ('value' in n ? (n.value as string) : text(n as Element))).join('')
  const byId = (id: string | undefined) => all.find((el) => attr(el, 'id') === id)
  /** The control a visible label names, found as a browser does (`for`). */
  const labelled = (label: string) => {
    const found = all.find((el) => el.tagName === 'label' && text(el).replace(/ \*$/, '') === label)
    return byId(attr(found, 'for'))
  }
  const button = all.find((el) => el.tagName === 'button' && attr(el, 'type') === 'submit')
  return { all, attr, text, byId, labelled, button }
}

describe('the fields', () => {
  it('have the visible labels of the page language, the contract input types, and the required marks', () => {
    const { labelled, attr, all, text } = render()
    for (const field of ['firstName', 'lastName', 'phone', 'email'] as const)
      expect(attr(labelled(words[field]), 'required'), field).toBe('')
    expect(attr(labelled(words.phone), 'type')).toBe('tel')
    expect(attr(labelled(words.email), 'type')).toBe('email')
    expect(attr(labelled(words.caseType), 'required')).toBeUndefined()
    expect(attr(labelled(words.description), 'rows')).toBe('3')
    // A required field's label ends with a star that is not read out.
    const stars = all.filter((el) => el.tagName === 'span' && text(el) === ' *')
    expect(stars.map((el) => attr(el, 'aria-hidden'))).toEqual(['true', 'true', 'true', 'true'])
    const spanish = render({}, madeUpForm(), leadFormWords(spanishWords.lead))
    expect(attr(spanish.labelled(spanishWords.lead.email), 'type')).toBe('email')
  })

  it("stop at the service's lengths; the description is never cut", () => {
    const { labelled, attr } = render()
    expect(
      [words.firstName, words.lastName, words.phone, words.email].map((l) => attr(labelled(l), 'maxlength')),
    ).toEqual(['100', '100', '40', '254'])
    expect(attr(labelled(words.description), 'maxlength')).toBeUndefined()
  })

  it('offer the case types in order, with an empty first choice where the form has no default', () => {
    const config = madeUpForm({ defaultCaseType: '', caseTypeRequired: true })
    const { labelled, all, attr, text } = render({}, config)
    const select = labelled(words.caseType)
    expect(attr(select, 'required')).toBe('')
    const options = all.filter((el) => el.tagName === 'option')
    expect(options.map((o) => [attr(o, 'value'), text(o)])).toEqual([
      ['', words.selectCaseType],
      ...config.options.map((o) => [o.value, o.label]),
    ])
    expect(render().all.filter((el) => el.tagName === 'option')).toHaveLength(madeUpForm().options.length)
  })

  it('count down near the description limit, politely, in steps of 500; over it, say so', () => {
    const counter = (length: number) => {
      const { labelled, attr, byId, text } = render({ values: { ...filled, description: 'a'.repeat(length) } })
      const id = attr(labelled(words.description), 'aria-describedby')
      const element = byId(id)
      return { live: attr(element, 'aria-live'), text: text(element) }
    }
    expect(counter(DESCRIPTION_COUNTER_FROM - 1)).toEqual({ live: 'polite', text: '' })
    expect(counter(DESCRIPTION_COUNTER_FROM).text).toBe(fillPlaceholders(words.charactersLeft, { count: '6,500' }))
    expect(counter(DESCRIPTION_LIMIT + 1).text).toBe(words.overLimit)
  })

  it('mark a refused or too-long field beside it, in words a screen reader reaches, and an empty required one', () => {
    const { labelled, attr, byId, text } = render({
      fieldErrors: { email: words.refusedField },
      invalid: new Set(['firstName']),
    })
    const email = labelled(words.email)
    expect(attr(email, 'aria-invalid')).toBe('true')
    expect(text(byId(attr(email, 'aria-describedby')))).toBe(words.refusedField)
    expect(attr(labelled(words.firstName), 'aria-invalid')).toBe('true')
    expect(attr(labelled(words.phone), 'aria-invalid')).toBeUndefined()
  })
})

describe('the bot trap', () => {
  it('is out of sight, out of the tab order and hidden from assistive technology', () => {
    const { all, attr } = render()
    const trap = all.find((el) => attr(el, 'name') === 'website')
    expect(attr(trap, 'tabindex')).toBe('-1')
    expect(attr(trap, 'autocomplete')).toBe('off')
    const wrapper = all.find((el) => el.childNodes.some((c) => c === trap))
    expect(attr(wrapper, 'aria-hidden')).toBe('true')
    expect(attr(wrapper, 'class')).toContain('-left-[10000px]')
  })
})

describe('the send button', () => {
  it('reads the form label; while sending it reads the sending word and is disabled', () => {
    const idle = render()
    expect(idle.text(idle.button)).toBe(madeUpForm().submitLabel)
    expect(idle.attr(idle.button, 'disabled')).toBeUndefined()
    const sending = render({ submitting: true })
    expect(sending.text(sending.button)).toBe(words.submitting)
    expect(sending.attr(sending.button, 'disabled')).toBe('')
    const spanish = render({ submitting: true }, madeUpForm(), leadFormWords(spanishWords.lead))
    expect(spanish.text(spanish.button)).toBe(spanishWords.lead.submitting)
  })

  it('is disabled until the form runs in the browser (sent without its script, it would put what was typed into the address)', () => {
    const { attr, button, all } = render({ ready: false })
    expect(attr(button, 'disabled')).toBe('')
    expect(attr(all[0], 'data-ready')).toBeUndefined()
    expect(attr(render().all[0], 'data-ready')).toBe('true')
  })
})

it('the legal note and the privacy link come from lead-forms.yaml', () => {
  const { all, attr, text } = render()
  expect(all.some((el) => el.tagName === 'p' && text(el) === notice.text)).toBe(true)
  const link = all.find((el) => el.tagName === 'a')
  expect([text(link), attr(link, 'href')]).toEqual([notice.privacy.label, notice.privacy.href])
})
