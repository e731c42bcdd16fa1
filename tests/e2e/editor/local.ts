/**
 * The editor as `npm run dev` serves it, with its local backend, on a copy of content/ (so the
 * real files never change): a term created in the form is a file that passes the check and shows
 * on /legal-glossary; editing a field changes only that field's lines; a content change never
 * reloads the editor; a link to no page, a name another entry has and a page's lead forms that
 * npm run check would refuse are refused in its words; the body editor numbers the file's lines,
 * marks problems and inserts components; "View Live" and the lists follow each entry's title and
 * page; the preview pane draws a page, an attorney, an FAQ entry and a glossary term with the
 * site's components and stylesheet; a Spanish term saved in the form records the English text it
 * translates (`sourceHash`), so it passes the check with no terminal; a term's related terms offer
 * only terms of /legal-glossary; the Computer preview is 1280 px wide, scaled to the pane; the search
 * finds words inside pages; a Sitemap switch shows the value in effect.
 */
import { loadGlossaryCategories } from '../../../lib/content/read/loadGlossaryCategories.ts'
import { expect, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { mdxRegistry } from '../../../lib/content/schema/componentRegistry.ts'
import { BODY_FIELD, mdxFormat, yamlFormat } from '../../../lib/editor/contentFormats.ts'
import { previewPaths } from '../../../lib/editor/previewPaths.ts'
import { offGlossaryRelatedTermMessage } from '../../../lib/content/check/judgeLink.ts'
import { runPipeline } from '../../../lib/content/pipeline.ts'
import { foldText } from '../../../lib/editor/entrySearch.ts'
import { COMPUTER_WIDTH } from '../../../lib/editor/previewScale.ts'
import { firstBodyLine } from '../../unit/editor/pickContent.ts'
import { bodyLine, bodyText, gutterNumberOf } from '../bodyEditor.ts'
import { openEditor as openEditorAt, save } from '../editorPage.ts'
import { content, site, test } from '../editorSession.ts'

const openEditor = (page: Page, hash: string) => openEditorAt(page, site, hash)

// What the tests edit is taken from the content itself, so that a correct content change keeps them green.
const firstFile = (folder: string) =>
  path.join(
    content,
    folder,
    readdirSync(path.join(content, folder))
      .filter((f) => f.endsWith('.mdx'))
      .sort()[0]!,
  )
/** The first line of an MDX file's body that is plain prose (not a heading, list, component or blank). */
const firstProseLine = (text: string) =>
  text
    .split('\n---\n')[1]!
    .split('\n')
    .find((line) => /^[A-Za-z]/.test(line))!
// Through the content's own reader: a category may be written with its Spanish label (`{ name, es }`).
const firstCategory = () => {
  const file = path.join(content, 'glossary-categories.yaml')
  return loadGlossaryCategories(file, file, []).categories[0]!
}

const attorneyWithExtension = () => {
  const folder = path.join(content, 'attorneys')
  return readdirSync(folder)
    .sort()
    .map((f) => path.join(folder, f))
    .find((f) => /^extension: "\d+"$/m.test(readFileSync(f, 'utf8')))!
}
const slugOf = (file: string) => path.basename(file, '.mdx')

/**
 * The lines of `before` and `after` that differ, by position (the edits here never add or remove
 * lines). Another number of lines is answered as a difference, not thrown: `expect.poll` retries an
 * answer, but a throw ends it, and a file read while the backend writes it is empty for a moment.
 */
function changedLines(before: string, after: string) {
  const a = before.split('\n'),
    b = after.split('\n')
  if (b.length !== a.length) return [[`${a.length} lines`, `${b.length} lines`]]
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]]]))
}

test('a glossary term created in the form is a file that passes the check and shows on /legal-glossary', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const category = firstCategory()
  // A term of that name already in the content would make this a second file of the same name.
  rmSync(path.join(content, 'glossary', 'res-ipsa-loquitur.mdx'), { force: true })
  await openEditor(page, '/collections/glossary/new')
  await page.getByRole('textbox', { name: 'Term', exact: true }).fill('Res Ipsa Loquitur')
  await page.locator('[id^="category-field"]').fill(category)
  await page.keyboard.press('Enter')
  await page.locator('[id^="lists-field"]').fill('legal-glossary')
  await page.keyboard.press('Enter')
  await page
    .getByRole('textbox', { name: 'Definition' })
    .fill(
      'A rule that lets a jury infer negligence when an accident would not normally happen without it, such as a surgical tool left inside a patient.',
    )
  await save(page)
  const file = path.join(content, 'glossary', 'res-ipsa-loquitur.mdx')
  // Polled whole: the backend may have created the file and not yet written all of it.
  await expect
    .poll(() => (existsSync(file) ? readFileSync(file, 'utf8') : ''), { timeout: 30_000 })
    .toBe(
      `---\nterm: Res Ipsa Loquitur\ncategory: ${category}\nlists:\n  - legal-glossary\n---\n\nA rule that lets a jury infer negligence when an accident would not normally happen without it, such as a surgical tool left inside a patient.\n`,
    )
  const check = execFileSync(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/check-content.ts'],
    { env: { ...process.env, CONTENT_DIR: content }, encoding: 'utf8' },
  )
  expect(check).toContain('Content OK')
  // The dev server renders /legal-glossary through the same pipeline as the build.
  await expect
    .poll(async () => (await (await fetch(`${site}/legal-glossary`)).text()).includes('Res Ipsa Loquitur'), {
      timeout: 30_000,
    })
    .toBe(true)
})

test("editing an FAQ answer and an attorney's extension changes only those lines", async ({ page }) => {
  test.setTimeout(120_000)
  const faqFile = firstFile('faq')
  const faqBefore = readFileSync(faqFile, 'utf8')
  const line = firstProseLine(faqBefore)
  await openEditor(page, `/collections/faq/entries/${path.basename(faqFile, '.mdx')}`)
  // Typed as an editor would: at the start of that line of the answer's body editor.
  await bodyLine(page, 'Answer', line).click()
  await page.keyboard.press('Home')
  await page.keyboard.type('Edited. ')
  await save(page)
  // Polled to the end of the write: the backend empties the file before it writes it, and an empty file differs too.
  await expect
    .poll(() => changedLines(faqBefore, readFileSync(faqFile, 'utf8')), { timeout: 30_000 })
    .toEqual([[line, `Edited. ${line}`]])

  const attorneyFile = attorneyWithExtension()
  const attorneyBefore = readFileSync(attorneyFile, 'utf8')
  const old = /^extension: "(\d+)"$/m.exec(attorneyBefore)![1]!
  // One no attorney has: a used one is a content problem, and the site's pages would answer with an error.
  const used = new Set(
    readdirSync(path.join(content, 'attorneys')).map(
      (f) => /^extension: "(\d+)"$/m.exec(readFileSync(path.join(content, 'attorneys', f), 'utf8'))?.[1],
    ),
  )
  let next = old
  while (used.has(next)) next = String(Number(next) + 1).padStart(old.length, '0')
  // A fresh load, as an editor opening another entry would: no state left from the FAQ's form.
  await openEditor(page, `/collections/attorneys/entries/${path.basename(attorneyFile, '.mdx')}`)
  const extension = page.getByRole('textbox', { name: 'Extension' })
  await expect(extension).toHaveValue(old, { timeout: 30_000 })
  await extension.fill(next)
  await save(page)
  await expect
    .poll(() => changedLines(attorneyBefore, readFileSync(attorneyFile, 'utf8')), { timeout: 30_000 })
    .toEqual([[`extension: "${old}"`, `extension: "${next}"`]])
})

test('a too-short description, an invalid extension and "specialize" about the firm are refused in the form, in npm run check\'s words', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // Leaving a refused (unsaved) form: the editor asks first; leave.
  page.on('dialog', (dialog) => dialog.accept())
  const files = [firstFile('pages'), attorneyWithExtension(), firstFile('faq')]
  const before = files.map((f) => readFileSync(f, 'utf8'))

  await openEditor(page, `/collections/pages/entries/${slugOf(files[0]!)}`)
  const description = page.getByRole('textbox', { name: 'Description' })
  await expect(description).not.toHaveValue('', { timeout: 30_000 })
  await description.fill('Hurt? Call us.')
  await save(page)
  await expect(
    page.getByText('`description` is too short: write 50 to 160 characters that sum up the page.', { exact: true }),
  ).toBeVisible()

  await openEditor(page, `/collections/attorneys/entries/${slugOf(files[1]!)}`)
  const extension = page.getByRole('textbox', { name: 'Extension' })
  await expect(extension).not.toHaveValue('', { timeout: 30_000 })
  await extension.fill('22x')
  await save(page)
  await expect(
    page.getByText('`extension` must be 2 to 5 digits, in quotes, e.g. "214".', { exact: true }),
  ).toBeVisible()

  await openEditor(page, `/collections/faq/entries/${slugOf(files[2]!)}`)
  const answer = page.getByRole('textbox', { name: 'Answer' })
  await expect(answer).not.toHaveText('', { timeout: 30_000 })
  await answer.fill('Our trial attorneys specialize in taking injury cases to a verdict.')
  await save(page)
  // Under the field, in normal case, at the file's line (the body editor's gutter).
  const error = page
    .locator('label + ul')
    .getByText(
      new RegExp(`^Line ${firstBodyLine(before[2]!)}: "specialize": New York's advertising rules \\(Rule 7\\.4\\)`),
    )
  await expect(error).toBeVisible()
  await expect(error).toHaveCSS('text-transform', 'none')

  // Refused in the form: not one of the three files was written.
  expect(files.map((f) => readFileSync(f, 'utf8'))).toEqual(before)
})

const PAGE_BODY = 'Page text (Markdown and blocks)'
const bodyOf = (file: string) => String(mdxFormat.fromFile(readFileSync(file, 'utf8'))[BODY_FIELD])
const frontmatterOf = (file: string) => mdxFormat.fromFile(readFileSync(file, 'utf8'))

test("a link to no page and a term another term has are refused in the form, in npm run check's words, and nothing is written", async ({
  page,
}) => {
  test.setTimeout(120_000)
  page.on('dialog', (dialog) => dialog.accept())
  const pageFile = firstFile('pages')
  const term = firstFile('glossary')
  const termText = readFileSync(term, 'utf8')
  const termLines = termText.split('\n')
  const termLine = termLines.findIndex((line) => line.startsWith('term:')) + 1
  const name = String(mdxFormat.fromFile(termText).term)
  const glossaryBefore = readdirSync(path.join(content, 'glossary')).sort()
  const pageBefore = readFileSync(pageFile, 'utf8')

  await openEditor(page, `/collections/pages/entries/${slugOf(pageFile)}`)
  const body = bodyOf(pageFile)
  await expect(bodyLine(page, PAGE_BODY, body.split('\n')[0]!).first()).toBeVisible({ timeout: 30_000 })
  await bodyText(page, PAGE_BODY).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.insertText('\n\nSee [our services](/no-such-page).')
  const at = firstBodyLine(pageBefore) + body.split('\n').length + 1
  const broken = `Line ${at}: the link to \`/no-such-page\` goes to no page. Correct the address, or add \`/no-such-page\` to the \`aliases\` of the page it should open.`
  await expect(page.locator('.mdx-body-problems li')).toHaveText([broken])
  await save(page)
  await expect(page.locator('label + ul').getByText(broken, { exact: true })).toBeVisible()

  await openEditor(page, '/collections/glossary/new')
  await page.getByRole('textbox', { name: 'Term', exact: true }).fill(name.toUpperCase())
  await page.locator('[id^="category-field"]').fill(firstCategory())
  await page.keyboard.press('Enter')
  await page.locator('[id^="lists-field"]').fill('legal-glossary')
  await page.keyboard.press('Enter')
  await page
    .getByRole('textbox', { name: 'Definition' })
    .fill('A second definition of a term the glossary already has.')
  await save(page)
  await expect(
    page.getByText(
      `term "${name.toUpperCase()}" is already the \`term\` of content/glossary/${path.basename(term)}:${termLine}. Each term can be written once: change this one, or remove this file and add what it says to that one.`,
      { exact: true },
    ),
  ).toBeVisible()

  // Refused in the form: the page is unchanged and no glossary file was added.
  expect(readFileSync(pageFile, 'utf8')).toBe(pageBefore)
  expect(readdirSync(path.join(content, 'glossary')).sort()).toEqual(glossaryBefore)
})

/** A page of the content with one case-review form, `main`, a dialog (by its own `kind` or its variant's). */
function pageWithOneDialogForm() {
  const variants = yamlFormat.fromFile(readFileSync(path.join(content, 'lead-forms.yaml'), 'utf8')).variants as Record<
    string,
    { kind?: string }
  >
  const folder = path.join(content, 'pages')
  const file = readdirSync(folder)
    .sort()
    .map((f) => path.join(folder, f))
    .find((f) => {
      const forms = frontmatterOf(f).forms as
        | Record<string, { kind?: string; variant?: string; hero?: boolean }>
        | undefined
      const main = forms?.main
      const kind = main?.kind ?? (main?.variant ? variants[main.variant]?.kind : undefined) ?? 'dialog'
      // A form shown in the hero is used without a button: this test needs one only a button opens.
      return Object.keys(forms ?? {}).join() === 'main' && kind === 'dialog' && !main?.hero
    })
  if (!file)
    throw new Error('no page of the content has one dialog form, `main`, not shown in its hero: this test needs one')
  return file
}

test("a case-review button naming a form the page lacks, and a form no button opens, are refused in npm run check's words, and nothing is written", async ({
  page,
}) => {
  test.setTimeout(120_000)
  page.on('dialog', (dialog) => dialog.accept())
  const pageFile = pageWithOneDialogForm()
  const pageBefore = readFileSync(pageFile, 'utf8')
  const body = bodyOf(pageFile)

  await openEditor(page, `/collections/pages/entries/${slugOf(pageFile)}`)
  await expect(bodyLine(page, PAGE_BODY, body.split('\n')[0]!).first()).toBeVisible({ timeout: 30_000 })
  await bodyText(page, PAGE_BODY).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.insertText('\n\n<CaseReviewButton form="nope">Free Case Review</CaseReviewButton>')
  const at = firstBodyLine(pageBefore) + body.split('\n').length + 1
  const unknown = `Line ${at}: <CaseReviewButton form="nope"> names the form \`nope\`, which this page's frontmatter \`forms:\` does not have (it has: main). Add \`forms:\` with \`nope:\` (e.g. \`variant: car-accident\`) or correct the name.`
  // Listed under the body as it is typed, then refused on save under the body's name.
  await expect(page.locator('.mdx-body-problems li')).toHaveText([unknown])
  await save(page)
  await expect(page.locator('label + ul').getByText(unknown, { exact: true })).toBeVisible()

  // Without any button, the page's form opens from nowhere: refused beside the forms field, which shows them.
  const forms = page.locator('pre.forms-field')
  await expect(forms).toContainText('main:')
  await bodyText(page, PAGE_BODY).click()
  await page.keyboard.press('Control+A')
  await page.keyboard.insertText('A page whose case-review button was taken out.')
  await expect(page.locator('.mdx-body-problems li')).toHaveCount(0)
  await save(page)
  await expect(
    page
      .locator('label:has-text("Case-review forms") + ul')
      .getByText(
        'the dialog form `main` has no <CaseReviewButton> on the page to open it. Add one to the page, or remove the form.',
        { exact: true },
      ),
  ).toBeVisible()

  expect(readFileSync(pageFile, 'utf8')).toBe(pageBefore)
})

test('a glossary term another term lists as related is not deleted: the editor names who lists it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  page.on('dialog', (dialog) => dialog.accept())
  // A term of the content that another term names in its relatedTerms, found from the files themselves.
  const folder = path.join(content, 'glossary')
  const files = readdirSync(folder).filter((f) => f.endsWith('.mdx'))
  const related = (file: string) =>
    (mdxFormat.fromFile(readFileSync(path.join(folder, file), 'utf8')).relatedTerms as string[] | undefined) ?? []
  const listed = files.find((file) =>
    files.some((other) => other !== file && related(other).includes(file.replace(/\.mdx$/, ''))),
  )
  if (!listed) throw new Error("no glossary term of the content is another term's related term")
  const slug = listed.replace(/\.mdx$/, '')

  await openEditor(page, `/collections/glossary/entries/${slug}`)
  await page.getByRole('button', { name: 'Delete entry' }).click()
  await expect(page.getByText(`Not deleted: the term \`${slug}\` is a related term of`)).toBeVisible({
    timeout: 30_000,
  })
  expect(existsSync(path.join(folder, listed))).toBe(true)
})

test('an unsaved edit in /admin/ survives a content change on disk, while site pages reload', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await openEditor(page, `/collections/pages/entries/${slugOf(firstFile('pages'))}`)
  const description = page.getByRole('textbox', { name: 'Description' })
  await expect(description).not.toHaveValue('', { timeout: 30_000 })
  const typed = 'A description still being written: not saved, and it must not be lost to a reload.'
  await description.fill(typed)
  let editorLoads = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) editorLoads++
  })
  // A site page open beside it, which the same change must reload: once its dev-server socket is
  // open (a change written before that reaches no one; on a busy machine the socket comes late).
  const preview = await context.newPage()
  const connected = preview.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('[vite] connected'),
    timeout: 60_000,
  })
  await preview.goto(`${site}/faq`)
  await connected
  let previewLoads = 0
  preview.on('load', () => previewLoads++)

  // Another entry changes on disk, as a save from another tab writes it.
  const faqFile = firstFile('faq')
  const faqText = readFileSync(faqFile, 'utf8')
  const line = firstProseLine(faqText)
  writeFileSync(faqFile, faqText.replace(line, `Changed on disk. ${line}`))
  await expect.poll(() => previewLoads, { timeout: 30_000 }).toBeGreaterThan(0)
  // Both were told at the same moment; give the editor time to have reloaded, had it been told to.
  await page.waitForTimeout(1_500)
  expect(editorLoads).toBe(0)
  await expect(description).toHaveValue(typed)
  writeFileSync(faqFile, faqText)
})

test("the body editor numbers the file's lines and marks an unclosed component at its line, with its message", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const file = firstFile('pages')
  const body = bodyOf(file)
  const firstLine = body.split('\n')[0]!
  await openEditor(page, `/collections/pages/entries/${slugOf(file)}`)
  await expect(bodyLine(page, PAGE_BODY, firstLine).first()).toBeVisible({ timeout: 30_000 })
  const first = firstBodyLine(readFileSync(file, 'utf8'))
  await expect.poll(() => gutterNumberOf(page, PAGE_BODY, firstLine)).toBe(first)

  const unclosed = '<CaseReviewButton>Free Case Review'
  await bodyText(page, PAGE_BODY).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.insertText(`\n\n${unclosed}`)
  const at = first + body.split('\n').length + 1
  const message = `\`<CaseReviewButton>\` opened on line ${at} is never closed: add \`</CaseReviewButton>\` or write it as \`<CaseReviewButton ... />\`.`
  // Listed under the box as it is typed, and marked on its line, whose gutter says the same number.
  await expect(page.locator('.mdx-body-problems li')).toHaveText([`Line ${at}: ${message}`])
  await expect(bodyLine(page, PAGE_BODY, unclosed).locator('.cm-lintRange-error')).toHaveCount(1)
  await expect.poll(() => gutterNumberOf(page, PAGE_BODY, unclosed)).toBe(at)
  await page.keyboard.insertText('</CaseReviewButton>')
  await expect(page.locator('.mdx-body-problems li')).toHaveCount(0)
})

test("the insert menu lists the site's components and inserts one, ready for its required props", async ({ page }) => {
  test.setTimeout(120_000)
  const file = firstFile('pages')
  await openEditor(page, `/collections/pages/entries/${slugOf(file)}`)
  await expect(bodyLine(page, PAGE_BODY, bodyOf(file).split('\n')[0]!).first()).toBeVisible({ timeout: 30_000 })
  const menu = page.getByRole('combobox', { name: /^Insert a block/ })
  const choices = (await menu.locator('option:not([disabled])').allTextContents()).map((o) => o.split(':')[0])
  expect(choices.sort()).toEqual(Object.keys(mdxRegistry).sort())

  await bodyText(page, PAGE_BODY).click()
  await page.keyboard.press('Control+End')
  await menu.selectOption('Section')
  // The cursor waits in the required title.
  await page.keyboard.type('Why choose us')
  await expect(bodyLine(page, PAGE_BODY, '<Section title="Why choose us">')).toBeVisible()
  await expect(bodyLine(page, PAGE_BODY, '</Section>').last()).toBeVisible()
  await page.waitForTimeout(1_000)
  await expect(page.locator('.mdx-body-problems li')).toHaveCount(0)
})

test('"View the page" opens the entry\'s page, and the lists are sorted by title', async ({ page }) => {
  test.setTimeout(120_000)
  const file = firstFile('pages')
  const pagePath = /^path: (.+)$/m.exec(readFileSync(file, 'utf8'))![1]!.replace(/^["']|["']$/g, '')
  await openEditor(page, `/collections/pages/entries/${slugOf(file)}`)
  await expect(page.getByRole('link', { name: 'View the page' })).toHaveAttribute('href', pagePath, {
    timeout: 30_000,
  })

  const attorney = attorneyWithExtension()
  await openEditor(page, `/collections/attorneys/entries/${slugOf(attorney)}`)
  await expect(page.getByRole('link', { name: 'View the page' })).toHaveAttribute(
    'href',
    previewPaths(content).attorneys!.replace('{{slug}}', slugOf(attorney)),
    { timeout: 30_000 },
  )

  // Glossary terms by their term (as Decap compares text), not by file name.
  const terms = readdirSync(path.join(content, 'glossary'))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => String(mdxFormat.fromFile(readFileSync(path.join(content, 'glossary', f), 'utf8')).term))
    .sort()
  await openEditor(page, '/collections/glossary')
  const rows = page.locator('a[href*="/collections/glossary/entries/"]')
  await expect(rows.first()).toBeVisible({ timeout: 30_000 })
  const shown = (await rows.allTextContents()).slice(0, 10)
  expect(shown.length).toBe(10)
  expect(shown.map((row, i) => (row.startsWith(terms[i]!) ? terms[i] : row))).toEqual(terms.slice(0, 10))
})

// The preview pane (admin/preview/): Decap's frame holds the width switch and any problems; the entry,
// drawn by the site's components with the site's stylesheet, is in a sandboxed frame inside it.
const pane = (page: Page) => page.frameLocator('iframe').first()
const preview = (page: Page) => pane(page).frameLocator('iframe[data-site-preview]')
/** What a person reads in the preview: never a component's raw tag. */
const rawTags = async (page: Page) => (await preview(page).locator('body').innerText()).match(/<\/?[A-Z][A-Za-z]*/g)
const styleOf = (heading: import('@playwright/test').Locator) =>
  heading.evaluate((el) => {
    const style = getComputedStyle(el)
    return { fontFamily: style.fontFamily, fontWeight: style.fontWeight, color: style.color }
  })
const quoted = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

test("a page's preview is the page: its heading, its case-review button and the site's stylesheet, following the text as it is typed", async ({
  page,
}) => {
  test.setTimeout(150_000)
  // A page that opens with a Hero (its h1) and has a case-review button, as most of the site's pages do.
  const folder = path.join(content, 'pages')
  const file = readdirSync(folder)
    .sort()
    .map((f) => path.join(folder, f))
    .find(
      (f) =>
        /^<Hero title="[^"]+"/m.test(bodyOf(f)) && /<CaseReviewButton[^>]*>[^<]+<\/CaseReviewButton>/.test(bodyOf(f)),
    )!
  const title = /^<Hero title="([^"]+)"/m.exec(bodyOf(file))![1]!
  const button = /<CaseReviewButton[^>]*>([^<]+)<\/CaseReviewButton>/.exec(bodyOf(file))![1]!
  const pagePath = String(frontmatterOf(file).path)

  await openEditor(page, `/collections/pages/entries/${slugOf(file)}`)
  const heading = preview(page).getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(title, { timeout: 60_000 })
  // A button, or beside the hero's form (the Computer preview is 1280 px wide) a link to that form.
  const action = preview(page)
    .getByRole('button', { name: quoted(button) })
    .or(preview(page).getByRole('link', { name: quoted(button) }))
  await expect(action.filter({ visible: true }).first()).toBeVisible()
  expect(await rawTags(page)).toBeNull()

  // The site's stylesheet: the heading looks as it does on the page the site serves.
  const sitePage = await page.context().newPage()
  await sitePage.goto(`${site}${pagePath}`)
  const onSite = await styleOf(sitePage.getByRole('heading', { level: 1 }))
  await sitePage.close()
  expect(await styleOf(heading)).toEqual(onSite)

  // Typing in the body changes the preview; a body with a problem shows the problem instead.
  const typed = 'A sentence typed into the editor a moment ago.'
  await bodyText(page, PAGE_BODY).click()
  await page.keyboard.press('Control+End')
  await page.keyboard.insertText(`\n\n${typed}`)
  await expect(preview(page).getByText(typed, { exact: true })).toBeVisible({ timeout: 15_000 })
  await page.keyboard.insertText('\n\n<Notice>')
  await expect(pane(page).getByRole('alert')).toContainText('`<Notice>` opened on line', { timeout: 15_000 })
  await expect(heading).toHaveCount(0)
  await page.keyboard.insertText('</Notice>')
  await expect(heading).toHaveText(title, { timeout: 15_000 })

  // The width switch shows the page at a phone's width.
  await pane(page)
    .getByRole('button', { name: /^Phone/ })
    .click()
  await expect.poll(async () => (await page.locator('iframe').first().boundingBox())?.width).toBe(375)
  await expect.poll(async () => (await pane(page).locator('iframe[data-site-preview]').boundingBox())?.width).toBe(375)
})

test("the preview's frame runs no script and has no origin: nothing in an entry reaches the editor's storage", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openEditor(page, `/collections/faq/entries/${slugOf(firstFile('faq'))}`)
  await expect(preview(page).locator('h2').first()).toBeVisible({ timeout: 60_000 })
  const frame = pane(page).locator('iframe[data-site-preview]')
  expect(await frame.getAttribute('sandbox')).toBe('')
  const inside = await preview(page)
    .locator('body')
    .evaluate(() => {
      let storage: string
      try {
        storage = String(localStorage.length)
      } catch (error) {
        storage = (error as Error).name
      }
      return { origin, storage }
    })
  expect(inside).toEqual({ origin: 'null', storage: 'SecurityError' })
})

test("an attorney's, an FAQ entry's and a glossary term's previews are drawn as the site shows them", async ({
  page,
}) => {
  test.setTimeout(150_000)
  const attorney = firstFile('attorneys')
  const person = frontmatterOf(attorney)
  await openEditor(page, `/collections/attorneys/entries/${slugOf(attorney)}`)
  const name = preview(page).getByRole('heading', { level: 2, name: String(person.name) })
  await expect(name).toBeVisible({ timeout: 60_000 })
  await expect(preview(page).getByText(String(person.title), { exact: true })).toBeVisible()
  expect(await rawTags(page)).toBeNull()
  // The bio follows the text as it is typed.
  const typed = 'A line of the bio typed a moment ago.'
  await bodyText(page, 'Full biography').click()
  await page.keyboard.press('Control+Home')
  await page.keyboard.insertText(`${typed}\n\n`)
  await expect(preview(page).getByText(typed, { exact: true })).toBeVisible({ timeout: 15_000 })

  const faq = firstFile('faq')
  const question = String(frontmatterOf(faq).question)
  await openEditor(page, `/collections/faq/entries/${slugOf(faq)}`)
  await expect(preview(page).getByRole('heading', { name: question })).toBeVisible({ timeout: 60_000 })
  await expect(
    preview(page)
      .getByText(firstProseLine(readFileSync(faq, 'utf8')).trim())
      .first(),
  ).toBeVisible()
  expect(await rawTags(page)).toBeNull()

  // A term with related terms: they are shown by their names, never by their file names.
  const folder = path.join(content, 'glossary')
  const termFile = readdirSync(folder)
    .sort()
    .map((f) => path.join(folder, f))
    .find((f) => ((frontmatterOf(f).relatedTerms as string[] | undefined) ?? []).length > 0)!
  const term = frontmatterOf(termFile)
  const related = (term.relatedTerms as string[]).map((slug) => ({
    slug,
    name: String(frontmatterOf(path.join(folder, `${slug}.mdx`)).term),
  }))
  await openEditor(page, `/collections/glossary/entries/${slugOf(termFile)}`)
  await expect(preview(page).getByRole('heading', { name: String(term.term) })).toBeVisible({ timeout: 60_000 })
  for (const { name } of related) await expect(preview(page).getByRole('link', { name: quoted(name) })).toBeVisible()
  const text = await preview(page).locator('body').innerText()
  for (const { slug, name } of related) if (slug !== name) expect(text).not.toContain(slug)
  expect(await rawTags(page)).toBeNull()
})

test('a Spanish term saved in the editor records which English text it translates, and passes the check', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // A translation of the content, removed from the copy so that the editor writes it anew.
  const folder = path.join(content, 'es', 'glossary')
  const removed = firstFile(path.join('es', 'glossary'))
  const spanish = mdxFormat.fromFile(readFileSync(removed, 'utf8'))
  const englishFile = path.join(content, 'glossary', `${String(spanish.translationOf)}.mdx`)
  const englishTerm = String(mdxFormat.fromFile(readFileSync(englishFile, 'utf8')).term)
  rmSync(removed)

  await openEditor(page, '/collections/es-glossary/new')
  await page.locator('[id^="translationOf-field"]').fill(englishTerm)
  await page.getByRole('option', { name: englishTerm, exact: true }).click()
  await page.getByRole('textbox', { name: 'Term', exact: true }).fill(String(spanish.term))
  await page.getByRole('textbox', { name: 'Definition' }).fill(String(spanish[BODY_FIELD]).trim())
  await save(page)

  // What `npm run translations -- --stamp` would record: the English file's git blob id.
  const blobId = execFileSync('git', ['hash-object', englishFile], { encoding: 'utf8' }).trim().slice(0, 12)
  const written = () =>
    readdirSync(folder)
      .map((f) => readFileSync(path.join(folder, f), 'utf8'))
      .find((text) => text.includes(`translationOf: ${String(spanish.translationOf)}\n`)) ?? ''
  await expect.poll(() => mdxFormat.fromFile(written()).sourceHash, { timeout: 30_000 }).toBe(blobId)
  const check = execFileSync(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/check-content.ts'],
    { env: { ...process.env, CONTENT_DIR: content }, encoding: 'utf8' },
  )
  expect(check).toContain('Content OK')
})

/** The glossary terms of the copy: file name, term, and whether /legal-glossary lists them. */
const glossaryTerms = () => {
  const folder = path.join(content, 'glossary')
  return readdirSync(folder)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => {
      const data = mdxFormat.fromFile(readFileSync(path.join(folder, f), 'utf8'))
      const lists = (data.lists as string[] | undefined) ?? []
      return {
        file: path.join(folder, f),
        slug: slugOf(f),
        term: String(data.term),
        onPage: lists.includes('legal-glossary'),
      }
    })
}

test("a term's related terms offer only terms of /legal-glossary, and one that is not is refused at save, in npm run check's words", async ({
  page,
}) => {
  test.setTimeout(150_000)
  page.on('dialog', (dialog) => dialog.accept())
  const terms = glossaryTerms()
  const editing = terms.find((t) => t.onPage)
  const relatedOf = (file: string) =>
    (mdxFormat.fromFile(readFileSync(file, 'utf8')).relatedTerms as string[] | undefined) ?? []
  // One it does not list yet (a listed one is shown as chosen, not offered again).
  const offered = terms.find((t) => t.onPage && t !== editing && !relatedOf(editing!.file).includes(t.slug))
  const notOffered = terms.find((t) => !t.onPage)
  if (!editing || !offered || !notOffered)
    throw new Error('this test needs two terms on /legal-glossary and one that is not, in the content')

  await openEditor(page, `/collections/glossary/entries/${editing.slug}`)
  const picker = page.locator('[id^="relatedTerms-field"]')
  const onPage = new Set(terms.filter((t) => t.onPage).map((t) => t.term))
  // The picker's live region names the query once its results are in.
  const answered = (query: string) =>
    expect(
      page.getByText(new RegExp(`available for search term ${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`)),
    ).toHaveCount(1, {
      timeout: 30_000,
    })
  await picker.fill(offered.term)
  await expect(page.getByRole('option', { name: offered.term, exact: true })).toBeVisible({ timeout: 30_000 })
  await picker.fill(notOffered.term)
  await answered(notOffered.term)
  await expect(page.getByRole('option', { name: notOffered.term, exact: true })).toHaveCount(0)
  // Whatever it shows (the terms already chosen among them) is a term of /legal-glossary.
  for (const shown of await page.getByRole('option').allTextContents()) expect(onPage).toContain(shown)
  await picker.fill('')
  await page.keyboard.press('Escape')

  // A file that already names it (written by hand, or before the rule): the save is refused at the field.
  const before = readFileSync(editing.file, 'utf8')
  const related = relatedOf(editing.file)
  writeFileSync(
    editing.file,
    mdxFormat.toFile({ ...mdxFormat.fromFile(before), relatedTerms: [...related, notOffered.slug] }),
  )
  try {
    const written = readFileSync(editing.file, 'utf8')
    // A fresh load: the editor open already holds the entry as it was read before.
    await page.goto('about:blank')
    await openEditor(page, `/collections/glossary/entries/${editing.slug}`)
    const definition = page.getByRole('textbox', { name: 'Definition' })
    await expect(definition).toBeVisible({ timeout: 30_000 })
    await definition.press('End')
    await definition.pressSequentially(' ')
    await save(page)
    await expect(
      page.locator('label + ul').getByText(offGlossaryRelatedTermMessage(notOffered.slug), { exact: true }),
    ).toBeVisible({ timeout: 30_000 })
    expect(readFileSync(editing.file, 'utf8')).toBe(written)
  } finally {
    writeFileSync(editing.file, before)
  }
})

test('the Computer preview lays the page out 1280 px wide, scaled to the pane, reached by Tab with its focus outline', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const pageFile = firstFile('pages')
  await openEditor(page, `/collections/pages/entries/${slugOf(pageFile)}`)
  const frame = pane(page).locator('iframe[data-site-preview]')
  await expect(preview(page).locator('body')).not.toBeEmpty({ timeout: 60_000 })
  // Laid out as on a computer: the document is 1280 px wide, drawn at the pane's width.
  await expect
    .poll(
      () =>
        preview(page)
          .locator('html')
          .evaluate((html) => html.clientWidth),
      { timeout: 15_000 },
    )
    .toBe(COMPUTER_WIDTH)
  const paneBox = (await page.locator('iframe').first().boundingBox())!
  expect(paneBox.width).toBeLessThan(COMPUTER_WIDTH)
  await expect.poll(async () => Math.round((await frame.boundingBox())!.width)).toBe(Math.round(paneBox.width))
  const scale = paneBox.width / COMPUTER_WIDTH

  // Tab goes from the width switch into the page, and the focused link's outline shows at least as thick as the site's.
  await pane(page)
    .getByRole('button', { name: /^Phone/ })
    .focus()
  await page.keyboard.press('Tab')
  const focused = preview(page).locator(':focus')
  await expect(focused).toHaveCount(1, { timeout: 15_000 })
  const outline = await focused.evaluate((el) => ({
    style: getComputedStyle(el).outlineStyle,
    width: Number.parseFloat(getComputedStyle(el).outlineWidth),
  }))
  expect(outline.style).not.toBe('none')
  expect(outline.width * scale).toBeGreaterThanOrEqual(3 - 0.01)
  // Read as the page: its heading is in the frame's accessibility tree.
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveCount(1)

  // The phone stays the pane's own width, unscaled.
  await pane(page)
    .getByRole('button', { name: /^Phone/ })
    .click()
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(375)
  await expect
    .poll(() =>
      preview(page)
        .locator('html')
        .evaluate((html) => html.clientWidth),
    )
    .toBeLessThanOrEqual(375)
})

test('the search finds a word inside the pages, not only in their titles', async ({ page }) => {
  test.setTimeout(120_000)
  const folder = path.join(content, 'pages')
  const pages = readdirSync(folder)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => mdxFormat.fromFile(readFileSync(path.join(folder, f), 'utf8')))
  const fold = (text: string) => foldText(text)
  const titles = pages.map((p) => fold(String(p.title))).join(' ')
  // A word of some page's text that no page's title has, from the content itself.
  const word = pages
    .flatMap((p) => fold(String(p[BODY_FIELD])).match(/\p{L}{7,}/gu) ?? [])
    .filter((w) => !titles.includes(w))
    .sort()[0]
  if (!word) throw new Error('no word of the pages is missing from every title')
  const saying = pages
    .filter((p) => fold(`${p.title} ${p.path} ${p[BODY_FIELD]}`).includes(word))
    .map((p) => String(p.title))
    .sort()

  await openEditor(page, '/collections/pages')
  const search = page.getByPlaceholder('Search all')
  await search.fill(word)
  await page.getByText('Search in', { exact: true }).locator('..').getByText('Pages', { exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/collections/pages/search/${word}$`))
  const rows = page.locator('a[href*="/collections/pages/entries/"]')
  await expect(rows).toHaveCount(saying.length, { timeout: 30_000 })
  const shown = (await rows.allTextContents()).map((row) => saying.find((title) => row.includes(title)) ?? row).sort()
  expect(shown).toEqual(saying)
})

test("a page's Sitemap switch shows the value in effect when the file leaves `sitemap` out", async ({ page }) => {
  test.setTimeout(120_000)
  const folder = path.join(content, 'pages')
  const pageFile = readdirSync(folder)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => path.join(folder, f))
    .find((f) => !('sitemap' in frontmatterOf(f)))
  if (!pageFile) throw new Error('every page of the content writes `sitemap:`: this test needs one that leaves it out')
  // What the site does with it: the page is in the sitemap when the schema's default says so.
  const inEffect = runPipeline(content).pages.find((p) => path.resolve(p.file) === path.resolve(pageFile))!.data.sitemap
  await openEditor(page, `/collections/pages/entries/${slugOf(pageFile)}`)
  // Decap's switch, found by the id its label points at.
  const sitemap = page.locator('[role="switch"][id^="sitemap-field"]')
  await expect(sitemap).toHaveAttribute('aria-checked', String(inEffect), { timeout: 30_000 })
  await sitemap.click()
  await expect(sitemap).toHaveAttribute('aria-checked', String(!inEffect))
})
