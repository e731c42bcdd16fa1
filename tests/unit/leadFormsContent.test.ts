/** A page's `forms:` and its lead components are checked before a build: each mistake names its file and line. */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { formatProblem } from '../../lib/content/model/problems.ts'
import { usesIslands } from '../../pages/content/usesIslands.ts'

const PRIVACY = `---
title: Privacy Policy of the firm
description: How the firm handles what visitors tell it through this website and its forms.
path: /privacy-policy
---

Privacy text.
`

/** A content folder with the real site.yaml and lead-forms.yaml and the given pages. */
function contentWith(pages: Record<string, string>, editLeadForms: (yaml: string) => string = (y) => y) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lead-forms-'))
  mkdirSync(path.join(dir, 'pages'))
  copyFileSync('content/site.yaml', path.join(dir, 'site.yaml'))
  copyFileSync('content/interface.yaml', path.join(dir, 'interface.yaml'))
  writeFileSync(path.join(dir, 'lead-forms.yaml'), editLeadForms(readFileSync('content/lead-forms.yaml', 'utf8')))
  writeFileSync(path.join(dir, 'pages', 'privacy-policy.mdx'), PRIVACY)
  for (const [name, text] of Object.entries(pages)) writeFileSync(path.join(dir, 'pages', `${name}.mdx`), text)
  return runPipeline(dir)
}

const page = (forms: string, body: string) => `---
title: A page with a case review
description: A test page that carries a case-review form, to check the lead-form rules.
path: /test-page
${forms}---

${body}
`

/** The problems, file names shortened; the real site.yaml's links to pages the fixture lacks are not this test's. */
const problemsOf = (content: ReturnType<typeof contentWith>) =>
  content.problems
    .filter((p) => !p.file.endsWith('site.yaml'))
    .map((p) => formatProblem({ ...p, file: path.basename(p.file) }))

describe('valid forms', () => {
  it('resolve from a variant and the fields beside it, and a button in Hero actions counts', () => {
    const content = contentWith({
      test: page(
        'forms:\n  main:\n    variant: car-accident\n    intro: Tell us what happened.\n',
        '<Hero title="Test" actions={<CaseReviewButton caseType="other">Review</CaseReviewButton>}>\nText\n</Hero>',
      ),
    })
    expect(problemsOf(content)).toEqual([])
    const entry = content.pages.find((p) => p.slug === 'test')!
    expect(content.leadForms.pageForms.get(entry.file)).toEqual({
      main: expect.objectContaining({
        name: 'main',
        kind: 'dialog',
        title: 'Free Case Review',
        intro: 'Tell us what happened.',
        defaultCaseType: 'car-accident',
        topic: 'car accident case',
        descriptionRows: 3,
        submitLabel: 'Get Free Case Review',
      }),
    })
    expect(usesIslands(entry)).toBe(true)
  })

  it('an inline form gives its section the anchor #case-review', () => {
    const content = contentWith({
      test: page('forms:\n  main:\n    variant: home\n', '<LeadForm />'),
      other: page('', '[Free review](/test-page#case-review)').replace('/test-page\n', '/other-page\n'),
    })
    expect(problemsOf(content)).toEqual([])
  })
})

describe('a form in the hero (`hero: true`)', () => {
  const hero = '<Hero title="Test" actions={<CallButton />}>\nText\n</Hero>'

  it('needs no button or <LeadForm>: the hero shows it, and the page loads the island script', () => {
    const content = contentWith({
      dialog: page('forms:\n  main:\n    variant: car-accident\n    hero: true\n', hero),
      inline: page('forms:\n  main:\n    variant: home\n    hero: true\n', hero).replace(
        '/test-page\n',
        '/inline-page\n',
      ),
    })
    expect(problemsOf(content)).toEqual([])
    for (const slug of ['dialog', 'inline']) {
      const entry = content.pages.find((p) => p.slug === slug)!
      expect(content.leadForms.pageForms.get(entry.file)?.main?.hero).toBe(true)
      expect(usesIslands(entry)).toBe(true)
    }
  })

  it('is refused at its line on a page without a <Hero>, on a second form, and when not true or false', () => {
    const noHero = contentWith({ test: page('forms:\n  main:\n    variant: home\n    hero: true\n', 'No hero.') })
    expect(problemsOf(noHero)).toEqual([
      'test.mdx:8: `forms.main` has `hero: true`, but the page has no <Hero> to show it in. Remove `hero: true`, or start the page with a <Hero>.',
      'test.mdx:6: the inline form `main` is not placed on the page: add <LeadForm /> where it should appear, or remove the form.',
    ])

    const twice = contentWith({
      test: page(
        'forms:\n  main:\n    variant: car-accident\n    hero: true\n  second:\n    variant: dog-bite\n    hero: true\n',
        `${hero}\n\n<CaseReviewButton form="second" />`,
      ),
    })
    expect(problemsOf(twice)).toEqual([
      'test.mdx:11: `forms.second` has `hero: true`, but `forms.main` is already shown in the hero: keep `hero: true` on one form only.',
    ])

    const notBoolean = contentWith({ test: page('forms:\n  main:\n    variant: home\n    hero: yes\n', hero) })
    expect(problemsOf(notBoolean)).toEqual([expect.stringMatching(/^test\.mdx:8: .*hero/)])
  })
})

describe('mistakes stop the build at their line', () => {
  it('an unknown case-type id in the page', () => {
    const content = contentWith({
      test: page(
        'forms:\n  main:\n    caseTypes:\n      - car-accident\n      - car-acident\n    defaultCaseType: car-accident\n',
        '<CaseReviewButton />',
      ),
    })
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(
        /^test\.mdx:9: `forms\.main`: case type `car-acident` is not in content\/lead-forms\.yaml `caseTypes`\. Use one of its ids \(car-accident, /,
      ),
    ])
  })

  it('an unknown default case type and an unknown variant', () => {
    const content = contentWith({
      test: page(
        'forms:\n  main:\n    variant: car-accident\n    defaultCaseType: boat-crash\n  second:\n    variant: nope\n',
        '<CaseReviewButton />\n\n<CaseReviewButton form="second" />',
      ),
    })
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(/^test\.mdx:8: `forms\.main`: case type `boat-crash` is not in content\/lead-forms\.yaml/),
      expect.stringMatching(
        /^test\.mdx:10: `forms\.second`: variant `nope` is not in content\/lead-forms\.yaml `variants`\. Use one of: home, contact, /,
      ),
    ])
  })

  it('a button naming a form the page does not have', () => {
    const content = contentWith({
      test: page(
        'forms:\n  main:\n    variant: car-accident\n',
        '<CaseReviewButton />\n\n<CaseReviewButton form="second" />',
      ),
    })
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(
        /^test\.mdx:12: <CaseReviewButton form="second"> names the form `second`, which this page's frontmatter `forms:` does not have \(it has: main\)\. Add `forms:` with `second:`/,
      ),
    ])
  })

  it('an unknown field in a form', () => {
    const content = contentWith({
      test: page('forms:\n  main:\n    variant: car-accident\n    titel: Hello\n', '<CaseReviewButton />'),
    })
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(/^test\.mdx:8: unknown field `titel` in `forms\.main`; did you mean `title`\?/),
    ])
  })

  it('a default case type the selector does not offer, and a required type without a selector', () => {
    const content = contentWith({
      test: page(
        'forms:\n  main:\n    caseTypes: [dog-bite]\n    defaultCaseType: burn-injury\n  second:\n    defaultCaseType: dog-bite\n    caseTypeRequired: true\n',
        '<CaseReviewButton />\n<CaseReviewButton form="second" />',
      ),
    })
    expect(problemsOf(content)).toEqual([
      "test.mdx:8: `forms.main`: `defaultCaseType` `burn-injury` is not one of this form's `caseTypes` (dog-bite). Add it to `caseTypes` or choose one of them.",
      'test.mdx:11: `forms.second`: `caseTypeRequired: true` needs a case-type selector: list its options in `caseTypes`, or remove `caseTypeRequired`.',
    ])
  })

  it('a form without a selector and without a default', () => {
    const content = contentWith({
      test: page('forms:\n  main:\n    title: Free Case Review\n', '<CaseReviewButton />'),
    })
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(
        /^test\.mdx:6: `forms\.main`: a form without a case-type selector \(`caseTypes: \[\]`\) sends its `defaultCaseType`: set one/,
      ),
    ])
  })

  it('a button for a page without forms, a dialog without a button, a kind mismatch, a preselect not offered', () => {
    const none = contentWith({ test: page('', '<CaseReviewButton />') })
    expect(problemsOf(none)).toEqual([
      expect.stringMatching(
        /^test\.mdx:7: <CaseReviewButton> names the form `main`, which this page's frontmatter `forms:` does not have \(it has none\)\. Add `forms:` with `main:`/,
      ),
    ])

    const unused = contentWith({ test: page('forms:\n  main:\n    variant: dog-bite\n', 'No button here.') })
    expect(problemsOf(unused)).toEqual([
      'test.mdx:6: the dialog form `main` has no <CaseReviewButton> on the page to open it. Add one to the page, or remove the form.',
    ])

    const mismatch = contentWith({ test: page('forms:\n  main:\n    variant: dog-bite\n', '<LeadForm />') })
    expect(problemsOf(mismatch)).toEqual([
      'test.mdx:10: <LeadForm> places an inline form, but the form `main` is a dialog. Open it with <CaseReviewButton form="main">, or set `kind: inline`.',
    ])

    const preselect = contentWith({
      test: page('forms:\n  main:\n    variant: car-accident\n', '<CaseReviewButton caseType="dog-bite" />'),
    })
    expect(problemsOf(preselect)).toEqual([
      expect.stringMatching(
        /^test\.mdx:10: <CaseReviewButton> preselects case type `dog-bite`, which the form `main` does not offer \(car-accident, /,
      ),
    ])
  })

  it('an inline form placed twice', () => {
    const content = contentWith({
      test: page('forms:\n  main:\n    variant: home\n', '<LeadForm />\n\n<LeadForm id="again" />'),
    })
    expect(problemsOf(content)).toEqual([
      'test.mdx:6: the inline form `main` is placed 2 times; place it once (link to it with #case-review or its `id` instead).',
    ])
  })

  it('an unknown case type in a variant of lead-forms.yaml', () => {
    const content = contentWith({}, (yaml) =>
      yaml.replace('caseTypes: [premises-liability]', 'caseTypes: [premises-liabilty]'),
    )
    const line =
      readFileSync('content/lead-forms.yaml', 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('caseTypes: [premises-liability]')) + 1
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^lead-forms\\.yaml:${line}: variant \`premises-liability\`: case type \`premises-liabilty\` is not in content/lead-forms\\.yaml`,
        ),
      ),
    ])
  })

  it('a privacy link to no page', () => {
    const content = contentWith({}, (yaml) => yaml.replace('(/privacy-policy)', '(/privacy)'))
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(/^lead-forms\.yaml:\d+: the link to `\/privacy` goes to no page/),
    ])
  })
})
