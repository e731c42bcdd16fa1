/**
 * The editor as `npm run dev` serves it, with its local backend, on a copy of content/ (so the
 * real files never change): a term created in the form is a file that passes the check and shows
 * on /legal-glossary; editing a field changes only that field's lines.
 */
import { expect, test, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { EDITOR_DEV_BACKEND_PORT, EDITOR_DEV_PORT } from './ports.ts'
import { decapInfo, startAndWait, waitUntilAnswers, type Started } from './editorServer.ts'

test.describe.configure({ mode: 'serial' })

// Inside the project (git-ignored tests/.tmp-*), so the dev server resolves the MDX bodies' imports.
const copy = mkdtempSync(path.resolve('tests/.tmp-editor-'))
const content = path.join(copy, 'content')
const site = `http://localhost:${EDITOR_DEV_PORT}`
let dev: Started

test.beforeAll(async () => {
  test.setTimeout(150_000)
  cpSync('content', content, { recursive: true })
  const env = { CONTENT_DIR: content, DECAP_REPO_DIR: copy, DECAP_SERVER_PORT: String(EDITOR_DEV_BACKEND_PORT) }
  dev = await startAndWait(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/dev.ts', '--port', String(EDITOR_DEV_PORT)],
    env,
    { url: `${site}/admin/` },
    120_000,
  )
  await waitUntilAnswers(decapInfo(EDITOR_DEV_BACKEND_PORT), 30_000)
})
test.afterAll(async () => {
  await dev?.stop()
  rmSync(copy, { recursive: true, force: true })
})

async function openEditor(page: Page, hash: string) {
  await page.goto(`${site}/admin/`)
  // The local backend asks for no account; after the first "Login" the editor remembers it.
  const login = page.getByRole('button', { name: 'Login' })
  const collections = page.getByRole('link', { name: /Glossary terms/ }).first()
  await expect(login.or(collections)).toBeVisible({ timeout: 60_000 })
  if (await login.isVisible()) await login.click()
  await expect(collections).toBeVisible({ timeout: 60_000 })
  await page.goto(`${site}/admin/#${hash}`)
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('Publish now').click()
}

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
const firstCategory = () =>
  /^- (.+)$/m
    .exec(readFileSync(path.join(content, 'glossary-categories.yaml'), 'utf8'))![1]!
    .replace(/^["']|["']$/g, '')

const attorneyWithExtension = () => {
  const folder = path.join(content, 'attorneys')
  return readdirSync(folder)
    .sort()
    .map((f) => path.join(folder, f))
    .find((f) => /^extension: "\d+"$/m.test(readFileSync(f, 'utf8')))!
}
const slugOf = (file: string) => path.basename(file, '.mdx')

/** The lines of `before` and `after` that differ, by position (the edits here never add or remove lines). */
function changedLines(before: string, after: string) {
  const a = before.split('\n'),
    b = after.split('\n')
  expect(b.length, 'same number of lines').toBe(a.length)
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
  await publish(page)
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
  const answer = page.getByRole('textbox', { name: 'Answer' })
  await expect(answer).toHaveValue(new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), { timeout: 30_000 })
  await answer.fill((await answer.inputValue()).replace(line, `Edited. ${line}`))
  // The dev server reloads its open pages, the editor too, when a content file changes: wait for
  // that reload before opening the next entry, so it cannot cut the next page load short.
  const reloaded = page.waitForEvent('load', { timeout: 60_000 })
  await publish(page)
  await expect.poll(() => readFileSync(faqFile, 'utf8'), { timeout: 30_000 }).not.toBe(faqBefore)
  await reloaded
  expect(changedLines(faqBefore, readFileSync(faqFile, 'utf8'))).toEqual([[line, `Edited. ${line}`]])

  const attorneyFile = attorneyWithExtension()
  const attorneyBefore = readFileSync(attorneyFile, 'utf8')
  const old = /^extension: "(\d+)"$/m.exec(attorneyBefore)![1]!
  const next = old.endsWith('9') ? `${old.slice(0, -1)}8` : `${old.slice(0, -1)}${Number(old.at(-1)) + 1}`
  // A fresh load, as an editor opening another entry would: no state left from the FAQ's form.
  await openEditor(page, `/collections/attorneys/entries/${path.basename(attorneyFile, '.mdx')}`)
  const extension = page.getByRole('textbox', { name: 'Extension' })
  await expect(extension).toHaveValue(old, { timeout: 30_000 })
  await extension.fill(next)
  await publish(page)
  await expect.poll(() => readFileSync(attorneyFile, 'utf8'), { timeout: 30_000 }).not.toBe(attorneyBefore)
  expect(changedLines(attorneyBefore, readFileSync(attorneyFile, 'utf8'))).toEqual([
    [`extension: "${old}"`, `extension: "${next}"`],
  ])
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
  await publish(page)
  await expect(
    page.getByText('`description` is too short: write 50 to 160 characters that sum up the page.', { exact: true }),
  ).toBeVisible()

  await openEditor(page, `/collections/attorneys/entries/${slugOf(files[1]!)}`)
  const extension = page.getByRole('textbox', { name: 'Extension' })
  await expect(extension).not.toHaveValue('', { timeout: 30_000 })
  await extension.fill('22x')
  await publish(page)
  await expect(
    page.getByText('`extension` must be 2 to 5 digits, in quotes, e.g. "214".', { exact: true }),
  ).toBeVisible()

  await openEditor(page, `/collections/faq/entries/${slugOf(files[2]!)}`)
  const answer = page.getByRole('textbox', { name: 'Answer' })
  await expect(answer).not.toHaveValue('', { timeout: 30_000 })
  await answer.fill('Our trial attorneys specialize in taking injury cases to a verdict.')
  await publish(page)
  await expect(
    page.getByText(/^Line 1 of the body: "specialize": New York's advertising rules \(Rule 7\.4\)/),
  ).toBeVisible()

  // Refused in the form: not one of the three files was written.
  expect(files.map((f) => readFileSync(f, 'utf8'))).toEqual(before)
})
