/**
 * The editor's Spanish collections as `npm run dev` serves them, on a copy of content/: a Spanish
 * entry's preview is drawn in Spanish and "View the page" opens its Spanish page; an English save
 * that changes no translated text leaves its Spanish file up to date (the editor records the new
 * English version in it), one that does says the Spanish file is now to review, which the Spanish
 * entry shows until it is marked reviewed; deleting an English entry that has a Spanish file is refused.
 * Every entry is chosen from the content by what the test needs, never by name.
 */
import { expect, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { mdxFormat } from '../../../lib/editor/contentFormats.ts'
import { previewPaths } from '../../../lib/editor/previewPaths.ts'
import { openEditor as openEditorAt, save } from '../editorPage.ts'
import { content, site, test } from '../editorSession.ts'

const openEditor = (page: Page, hash: string) => openEditorAt(page, site, hash)
const frontmatterOf = (file: string) => mdxFormat.fromFile(readFileSync(file, 'utf8'))
const slugOf = (file: string) => path.basename(file, '.mdx')
const preview = (page: Page) => page.frameLocator('iframe').first().frameLocator('iframe[data-site-preview]')
const viewThePage = (page: Page) => page.getByRole('link', { name: 'View the page' })
/** What `npm run translations -- --stamp` records for an English file: its git blob id, cut to 12. */
const blobId = (file: string) => execFileSync('git', ['hash-object', file], { encoding: 'utf8' }).trim().slice(0, 12)

/** Each Spanish file of a collection with the English file it translates. */
const translations = (collection: string) =>
  readdirSync(path.join(content, 'es', collection))
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => {
      const spanish = path.join(content, 'es', collection, f)
      return { spanish, english: path.join(content, collection, `${String(frontmatterOf(spanish).translationOf)}.mdx`) }
    })
    .filter(({ english }) => existsSync(english))

/** A translated attorney whose Spanish file is up to date, with an extension to change. */
const attorney = () =>
  translations('attorneys').find(
    ({ spanish, english }) =>
      frontmatterOf(spanish).sourceHash === blobId(english) &&
      /^extension: "\d+"$/m.test(readFileSync(english, 'utf8')),
  )!

test('a Spanish term and attorney are previewed in Spanish, and "View the page" opens their Spanish page', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const spanishPaths = previewPaths(content, 'es')
  const { spanish: termFile } = translations('glossary')[0]!
  const term = String(frontmatterOf(termFile).term)
  await openEditor(page, `/collections/es-glossary/entries/${slugOf(termFile)}`)
  await expect(preview(page).getByRole('heading', { name: term })).toBeVisible({ timeout: 60_000 })
  await expect(preview(page).locator('html')).toHaveAttribute('lang', 'es')
  await expect(viewThePage(page)).toHaveAttribute('href', spanishPaths.glossary!.replace('{{slug}}', slugOf(termFile)))

  const { spanish, english } = attorney()
  await openEditor(page, `/collections/es-attorneys/entries/${slugOf(spanish)}`)
  // The attorney's name from the English file, the title in Spanish from the Spanish one.
  await expect(
    preview(page)
      .getByText(String(frontmatterOf(english).name))
      .first(),
  ).toBeVisible({ timeout: 60_000 })
  await expect(
    preview(page)
      .getByText(String(frontmatterOf(spanish).title))
      .first(),
  ).toBeVisible()
  await expect(viewThePage(page)).toHaveAttribute('href', spanishPaths.attorneys!.replace('{{slug}}', slugOf(spanish)))
  expect(spanishPaths.attorneys!.startsWith('/es')).toBe(true)
})

test('an English save says whether its Spanish file is now to review, and the Spanish entry shows it until reviewed', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { spanish, english } = attorney()
  const spanishName = path.relative(path.dirname(content), spanish).split(path.sep).join('/')
  const hashOf = () => String(frontmatterOf(spanish).sourceHash)

  // Only the extension: no translated text changes, so the Spanish file records the new English version.
  await openEditor(page, `/collections/attorneys/entries/${slugOf(english)}`)
  const extension = page.getByRole('textbox', { name: 'Extension' })
  await expect(extension).not.toHaveValue('', { timeout: 30_000 })
  const old = await extension.inputValue()
  await extension.fill(old === '999' ? '998' : '999')
  await save(page)
  await expect(page.getByRole('status').filter({ hasText: 'still translates it' })).toContainText(
    'The editor recorded that in it',
    { timeout: 30_000 },
  )
  await expect.poll(hashOf, { timeout: 30_000 }).toBe(blobId(english))

  // The title: the Spanish file is now to review, and says so.
  await openEditor(page, `/collections/attorneys/entries/${slugOf(english)}`)
  const title = page.getByRole('textbox', { name: 'Title', exact: true })
  await expect(title).not.toHaveValue('', { timeout: 30_000 })
  await title.fill(`${await title.inputValue()} and Mediator`)
  await save(page)
  await expect(page.getByRole('status').filter({ hasText: `${spanishName}, is now to review` })).toBeVisible({
    timeout: 30_000,
  })
  await expect.poll(() => frontmatterOf(english).title, { timeout: 30_000 }).toMatch(/and Mediator$/)
  expect(hashOf()).not.toBe(blobId(english))

  await openEditor(page, `/collections/es-attorneys/entries/${slugOf(spanish)}`)
  await expect(page.getByText('To review', { exact: true })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('checkbox', { name: 'The Spanish says what the English says now' }).check()
  await save(page)
  await expect.poll(hashOf, { timeout: 30_000 }).toBe(blobId(english))
  await openEditor(page, `/collections/es-attorneys/entries/${slugOf(spanish)}`)
  await expect(page.getByText(/^Up to date: this translates/)).toBeVisible({ timeout: 30_000 })
})

test('deleting an English entry that has a Spanish file is refused, naming the Spanish file', async ({ page }) => {
  test.setTimeout(120_000)
  page.on('dialog', (dialog) => dialog.accept())
  // A term no other term lists as related: that refusal comes first (tested in ./local.ts).
  const glossary = path.join(content, 'glossary')
  const related = new Set(
    readdirSync(glossary).flatMap(
      (f) => (frontmatterOf(path.join(glossary, f)).relatedTerms as string[] | undefined) ?? [],
    ),
  )
  const { spanish, english } = translations('glossary').find((t) => !related.has(slugOf(t.english)))!
  const spanishName = path.relative(path.dirname(content), spanish).split(path.sep).join('/')
  await openEditor(page, `/collections/glossary/entries/${slugOf(english)}`)
  await expect(page.getByRole('textbox', { name: 'Term', exact: true })).not.toHaveValue('', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Delete entry' }).click()
  await expect(page.getByText(`Not deleted: this entry has a Spanish translation, ${spanishName}.`)).toBeVisible({
    timeout: 30_000,
  })
  expect(existsSync(english)).toBe(true)
  expect(existsSync(spanish)).toBe(true)
})
