/**
 * The editor's lead-form rules before a save (lib/editor/formsCheck.ts, through the body check and
 * the last check), against the site index of a fixture folder (tests/fixtures/content with
 * tests/fixtures/lead-forms/): each refusal is the one `npm run check` gives for the same file, at
 * the same line, which the test finds by running the pipeline on that file.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Component, type ComponentType } from 'react'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { runPipeline } from '../../../lib/content/pipeline.ts'
import { bodyProblems } from '../../../lib/editor/bodyCheck.ts'
import { bodyLineOffset } from '../../../lib/editor/bodyLines.ts'
import { buildSiteIndex } from '../../../lib/editor/buildSiteIndex.ts'
import type { ControlProps } from '../../../lib/editor/checkedControl.ts'
import { registerContentChecks } from '../../../lib/editor/contentChecks.ts'
import { BODY_FIELD, mdxFormat } from '../../../lib/editor/contentFormats.ts'
import type { EntryData } from '../../../lib/editor/decapTypes.ts'
import { editedFields } from '../../../lib/editor/editedEntry.ts'
import { checkEntry } from '../../../lib/editor/entryCheck.ts'
import { formsFieldProblems } from '../../../lib/editor/formsCheck.ts'
import { setSiteIndex } from '../../../lib/editor/loadedSiteIndex.ts'

const root = mkdtempSync(path.join(tmpdir(), 'forms-check-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const dir = path.join(root, 'content')
cpSync('tests/fixtures/content', dir, { recursive: true })
cpSync('tests/fixtures/lead-forms', dir, { recursive: true })
const content = runPipeline(dir)
const index = buildSiteIndex(content)

const FILE = 'content/pages/car-accidents.mdx'
const original = mdxFormat.fromFile(readFileSync(path.join(root, FILE), 'utf8'))

/** The fixture page with some fields changed, as the editor's form holds it. */
const edited = (change: EntryData): EntryData => ({ ...original, ...change })

/** What `npm run check` says of the page once the editor has written it: `line: message` each. */
function checkSays(data: EntryData): string[] {
  const file = path.join(root, FILE)
  const before = readFileSync(file, 'utf8')
  writeFileSync(file, mdxFormat.toFile(data))
  try {
    return runPipeline(dir).problems.map((p) => `${p.line}: ${p.message}`)
  } finally {
    writeFileSync(file, before)
  }
}

/** The file line a `forms:` key is on, as `npm run check` numbers it. */
const lineOf = (data: EntryData, text: string) =>
  mdxFormat
    .toFile(data)
    .split('\n')
    .findIndex((line) => line.trim() === text) + 1

const bodyWith = (extra: string) => `${String(original[BODY_FIELD])}\n\n${extra}`

describe("the editor refuses what npm run check refuses of a page's lead forms, in its words", () => {
  afterEach(() => setSiteIndex(undefined))

  it('the fixture folder is valid, and its index holds the lead forms', () => {
    expect(content.problems).toEqual([])
    expect(Object.keys(index.leadForms?.variants ?? {})).toEqual(['car-accident', 'inline-home'])
  })

  it('a body naming a form the page lacks, at its body line', () => {
    const data = edited({ [BODY_FIELD]: bodyWith('<CaseReviewButton form="second">Call us</CaseReviewButton>') })
    const line = lineOf(data, '<CaseReviewButton form="second">Call us</CaseReviewButton>')
    const message =
      '<CaseReviewButton form="second"> names the form `second`, which this page\'s frontmatter `forms:` does not have (it has: main). Add `forms:` with `second:` (e.g. `variant: car-accident`) or correct the name.'
    const entry = editedFields(FILE, 'pages', data)
    expect(bodyProblems(String(data[BODY_FIELD]), bodyLineOffset(data), index, entry)).toEqual([{ line, message }])
    expect(checkSays(data)).toEqual([`${line}: ${message}`])
    // Not a problem of `forms:`: the form field stays clear.
    expect(formsFieldProblems(data.forms, data[BODY_FIELD], index)).toEqual([])
  })

  it('an unknown variant', () => {
    const data = edited({ forms: { main: { variant: 'nope' } } })
    const message =
      '`forms.main`: variant `nope` is not in content/lead-forms.yaml `variants`. Use one of: car-accident, inline-home.'
    expect(formsFieldProblems(data.forms, data[BODY_FIELD], index)).toEqual([message])
    expect(checkSays(data)).toEqual([`${lineOf(data, 'variant: nope')}: ${message}`])
  })

  it('an unknown case type', () => {
    const data = edited({ forms: { main: { variant: 'car-accident', caseTypes: ['car-accident', 'boat-crash'] } } })
    const message =
      '`forms.main`: case type `boat-crash` is not in content/lead-forms.yaml `caseTypes`. Use one of its ids (car-accident, dog-bite), or add `boat-crash: <label>` there.'
    expect(formsFieldProblems(data.forms, data[BODY_FIELD], index)).toEqual([message])
    expect(checkSays(data)).toEqual([`${lineOf(data, '- boat-crash')}: ${message}`])
  })

  it('a defaultCaseType not among the caseTypes', () => {
    const data = edited({ forms: { main: { caseTypes: ['dog-bite'], defaultCaseType: 'car-accident' } } })
    const message =
      "`forms.main`: `defaultCaseType` `car-accident` is not one of this form's `caseTypes` (dog-bite). Add it to `caseTypes` or choose one of them."
    expect(formsFieldProblems(data.forms, data[BODY_FIELD], index)).toEqual([message])
    expect(checkSays(data)).toEqual([`${lineOf(data, 'defaultCaseType: car-accident')}: ${message}`])
  })

  it('a form no button opens, once its button is taken out of the body', () => {
    const data = edited({ [BODY_FIELD]: '<Hero title="Car accidents" />' })
    const message =
      'the dialog form `main` has no <CaseReviewButton> on the page to open it. Add one to the page, or remove the form.'
    expect(formsFieldProblems(data.forms, data[BODY_FIELD], index)).toEqual([message])
    expect(checkSays(data)).toEqual([`${lineOf(data, 'main:')}: ${message}`])
  })

  it('a form shown in the hero of a page without <Hero>, at its `hero` line', () => {
    const data = edited({
      forms: { main: { variant: 'car-accident', hero: true } },
      [BODY_FIELD]: '<CaseReviewButton>Free Case Review</CaseReviewButton>',
    })
    const message =
      '`forms.main` has `hero: true`, but the page has no <Hero> to show it in. Remove `hero: true`, or start the page with a <Hero>.'
    expect(formsFieldProblems(data.forms, data[BODY_FIELD], index)).toEqual([message])
    expect(checkSays(data)).toEqual([`${lineOf(data, 'hero: true')}: ${message}`])
    // With the <Hero> back, the form needs no button: the hero shows it.
    const shown = edited({ forms: data.forms, [BODY_FIELD]: '<Hero title="Car accidents" />' })
    expect(formsFieldProblems(shown.forms, shown[BODY_FIELD], index)).toEqual([])
  })

  it('the last check before a save refuses the same, with the body line', () => {
    setSiteIndex(index)
    const data = edited({ [BODY_FIELD]: bodyWith('<CaseReviewButton form="nope">Call</CaseReviewButton>') })
    const line = lineOf(data, '<CaseReviewButton form="nope">Call</CaseReviewButton>')
    expect(checkEntry('pages', data, editedFields(FILE, 'pages', data))).toEqual([
      expect.stringMatching(new RegExp(`^Line ${line}: <CaseReviewButton form="nope"> names the form \`nope\``)),
    ])
    expect(
      checkEntry('pages', edited({ forms: { main: { variant: 'nope' } } }), editedFields(FILE, 'pages', data)),
    ).toEqual([expect.stringMatching(/^`forms\.main`: variant `nope` is not in content\/lead-forms\.yaml/)])
  })

  it('a valid page passes, and a new page without forms may have no form component', () => {
    setSiteIndex(index)
    expect(checkEntry('pages', original, editedFields(FILE, 'pages', original))).toEqual([])
    expect(formsFieldProblems(original.forms, original[BODY_FIELD], index)).toEqual([])
    const fresh = {
      title: 'A new page without forms',
      [BODY_FIELD]: '<CaseReviewButton>Free Case Review</CaseReviewButton>',
    }
    expect(bodyProblems(fresh[BODY_FIELD], 0, index, editedFields(undefined, 'pages', fresh))).toEqual([
      {
        line: 1,
        message:
          "<CaseReviewButton> names the form `main`, which this page's frontmatter `forms:` does not have (it has none). Add `forms:` with `main:` (e.g. `variant: car-accident`) or correct the name.",
      },
    ])
    // Without lead-forms.yaml in the index (an older index, a folder without forms), nothing is judged.
    const { leadForms: _none, ...withoutForms } = index
    expect(bodyProblems(fresh[BODY_FIELD], 0, withoutForms, editedFields(undefined, 'pages', fresh))).toEqual([])
  })
})

it("the forms field's widget shows the refusal beside the field, from the entry as the form holds it", () => {
  setSiteIndex(index)
  const widgets: Record<string, ComponentType<ControlProps>> = {}
  registerContentChecks({
    getWidget: () => ({ control: class extends Component<ControlProps> {} }),
    registerWidget: (name, control) => {
      widgets[name] = control
    },
    registerEventListener: () => undefined,
  })
  const immutable = (values: Record<string, unknown>) => ({ get: (key: string) => values[key], toJS: () => values })
  const validate = (data: EntryData) => {
    const entry = immutable({ path: FILE, collection: 'pages', data: immutable(data) })
    const Ctor = widgets['checked-forms'] as unknown as new (props: ControlProps) => { isValid(): unknown }
    return new Ctor({ value: data.forms, field: immutable({ name: 'forms' }), getEntry: () => entry }).isValid()
  }
  try {
    expect(validate(edited({ forms: { main: { variant: 'nope' } } }))).toEqual({
      error: {
        type: 'CUSTOM',
        message:
          '`forms.main`: variant `nope` is not in content/lead-forms.yaml `variants`. Use one of: car-accident, inline-home.',
      },
    })
    // A field the schema of `forms:` does not know, in the schema's words.
    expect(validate(edited({ forms: { main: { variant: 'car-accident', titel: 'Hello' } } }))).toMatchObject({
      error: { message: expect.stringMatching(/^unknown field `titel` in `forms\.main`; did you mean `title`\?/) },
    })
    expect(validate(original)).toBe(true)
  } finally {
    setSiteIndex(undefined)
  }
})
