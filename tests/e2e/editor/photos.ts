/**
 * An attorney's photo in the editor as `npm run dev` serves it, with its local backend, on a copy
 * of content/: a portrait uploaded in the form lands in content/images/attorneys/, the entry names
 * it and passes the check, and the preview shows it; an upload the checks refuse is named with the
 * check's words and nothing is written; the media library lists content/images/, never public/.
 */
import { expect, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { photoMessages } from '../../../lib/content/check/photoMessages.ts'
import { photoUses } from '../../../lib/content/schema/photoUses.ts'
import { damagedPng, pngBytes } from '../../photoBytes.ts'
import { openEditor as openEditorAt, save } from '../editorPage.ts'
import { content, site, test } from '../editorSession.ts'

const images = path.join(content, 'images')

const openEditor = (page: Page, hash: string) => openEditorAt(page, site, hash)
/** The attorneys of the copy without a photo, by file name (what the tests give one). */
const withoutPhoto = () =>
  readdirSync(path.join(content, 'attorneys'))
    .filter((f) => f.endsWith('.mdx') && !/^photo:/m.test(readFileSync(path.join(content, 'attorneys', f), 'utf8')))
    .sort()
/** Every file under content/images/ of the copy. */
const imageFiles = () => (existsSync(images) ? readdirSync(images, { recursive: true, encoding: 'utf8' }).sort() : [])
const { minWidth, minHeight = minWidth } = photoUses.portrait
// The entry's drawing, in the sandboxed frame inside Decap's preview frame (admin/preview/).
const preview = (page: Page) => page.frameLocator('iframe').first().frameLocator('iframe[data-site-preview]')

test('a portrait uploaded in the form lands in content/images/attorneys/, the entry names it, the check passes, and the preview shows it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const file = path.join(content, 'attorneys', withoutPhoto()[0]!)
  const before = readFileSync(file, 'utf8')
  const imagesBefore = imageFiles()
  const portrait = pngBytes(minWidth, minHeight)
  await openEditor(page, `/collections/attorneys/entries/${path.basename(file, '.mdx')}`)
  await page
    .getByLabel('Upload a photo')
    .setInputFiles({ name: 'New Portrait.PNG', mimeType: 'image/png', buffer: portrait })
  // Renamed as content files are named, and shown in the form and in the preview before it is saved.
  await expect(page.getByText('attorneys/new-portrait.png', { exact: true })).toBeVisible({ timeout: 15_000 })
  // A frame with no origin cannot load the editor's blob: the upload is drawn into its document.
  const shown = preview(page).locator('article img')
  await expect(shown).toHaveAttribute('src', /^data:image\//, { timeout: 15_000 })
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  // Nothing is written before the save.
  expect(imageFiles()).toEqual(imagesBefore)

  await save(page)
  const kept = path.join(images, 'attorneys', 'new-portrait.png')
  await expect.poll(() => existsSync(kept) && readFileSync(kept).equals(portrait), { timeout: 30_000 }).toBe(true)
  // Polled to the end of the write: the backend empties the file before it writes it.
  await expect
    .poll(() => readFileSync(file, 'utf8').includes('\nphoto: attorneys/new-portrait.png\n'), { timeout: 30_000 })
    .toBe(true)
  // One line added, after the focus areas (the schema's order); every other line as it was.
  const after = readFileSync(file, 'utf8').split('\n')
  const added = after.indexOf('photo: attorneys/new-portrait.png')
  expect(added).toBeGreaterThan(0)
  expect([...after.slice(0, added), ...after.slice(added + 1)].join('\n')).toBe(before)

  const check = execFileSync(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/check-content.ts'],
    { env: { ...process.env, CONTENT_DIR: content }, encoding: 'utf8' },
  )
  expect(check).toContain('Content OK')
  // The site index the editor checks a save against now lists it.
  const index = (await (await fetch(`${site}/admin/site-index.json`)).json()) as { images: string[] }
  expect(index.images).toContain('attorneys/new-portrait.png')

  // Removing it gives the file back as it was (the photo stays in content/images/ for others to choose).
  await page.getByRole('button', { name: 'Remove the photo' }).click()
  await save(page)
  await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 30_000 }).toBe(before)
  expect(existsSync(kept)).toBe(true)
})

test("an upload the checks refuse is named in npm run check's words beside the field, and nothing is written", async ({
  page,
}) => {
  test.setTimeout(120_000)
  page.on('dialog', (dialog) => dialog.accept())
  const file = path.join(content, 'attorneys', withoutPhoto()[0]!)
  const imagesBefore = imageFiles()
  await openEditor(page, `/collections/attorneys/entries/${path.basename(file, '.mdx')}`)
  const upload = page.getByLabel('Upload a photo')
  const problem = page.getByRole('alert').filter({ hasText: /^photo `/ })

  await upload.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: pngBytes(minWidth - 1, minHeight) })
  await expect(problem).toHaveText(
    photoMessages.tooSmall('small.png', minWidth - 1, minHeight, 'portrait', minWidth, minHeight),
    { timeout: 15_000 },
  )
  // Its header says 480 x 480, but the browser cannot decode it.
  await upload.setInputFiles({ name: 'torn.png', mimeType: 'image/png', buffer: damagedPng(minWidth, minHeight) })
  await expect(problem).toHaveText(photoMessages.unreadable('torn.png'), { timeout: 15_000 })
  await upload.setInputFiles({ name: 'cv.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Curriculum vitae') })
  await expect(problem).toHaveText(photoMessages.notImage('cv.jpg'), { timeout: 15_000 })

  // Nothing was handed to Decap: the field is empty, and the media library holds only what was there.
  await expect(page.getByText("No photo: the attorney's initials show.")).toBeVisible()
  await page.getByRole('button', { name: 'Choose an uploaded photo' }).click()
  const cards = page.getByRole('dialog').getByText(/\.(png|jpe?g|webp|avif)$/)
  await expect(cards.first()).toBeVisible({ timeout: 30_000 })
  const listed = await cards.allTextContents()
  // The portrait field's library is content/images/attorneys/ (the page photos live in other folders).
  expect(listed.map((name) => `attorneys/${name}`).sort()).toEqual(
    imagesBefore.filter((f) => f.startsWith('attorneys/') && f.includes('.')),
  )
  // Choosing one already there, and saving, names it and writes no file.
  await page.getByText(listed[0]!, { exact: true }).click()
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await expect(page.getByText(`attorneys/${listed[0]}`, { exact: true })).toBeVisible({ timeout: 15_000 })
  await save(page)
  await expect
    .poll(() => readFileSync(file, 'utf8'), { timeout: 30_000 })
    .toMatch(new RegExp(`^photo: attorneys/${listed[0]!.replace('.', '\\.')}$`, 'm'))
  expect(imageFiles()).toEqual(imagesBefore)
})

test("the media library lists content/images/, never the site's own files in public/", async ({ page }) => {
  test.setTimeout(90_000)
  mkdirSync(images, { recursive: true })
  writeFileSync(path.join(images, 'office-lobby.png'), pngBytes(8, 8))
  await openEditor(page, '/collections/attorneys')
  await page.getByRole('button', { name: 'Media' }).click()
  await expect(page.getByText('office-lobby.png')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('logo.svg')).toHaveCount(0)
  await expect(page.getByText('video-poster.svg')).toHaveCount(0)

  // Its own Upload button runs the same checks: a refused file is named, and not written.
  const before = imageFiles()
  const refusal = page.waitForEvent('dialog')
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: pngBytes(minWidth, minHeight - 1) })
  const dialog = await refusal
  expect(dialog.message()).toBe(
    `Not uploaded: ${photoMessages.tooSmall('tiny.png', minWidth, minHeight - 1, 'portrait', minWidth, minHeight)}`,
  )
  await dialog.accept()
  await page.waitForTimeout(1_000)
  expect(imageFiles()).toEqual(before)
  // A photo that passes is kept under a content name (outside an entry, Decap writes it at once).
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Front Desk.PNG', mimeType: 'image/png', buffer: pngBytes(minWidth, minHeight) })
  await expect.poll(() => imageFiles(), { timeout: 30_000 }).toContain('front-desk.png')
})

test('a photo stored as an address elsewhere makes no request, in the form or in the preview', async ({ page }) => {
  test.setTimeout(90_000)
  const file = path.join(content, 'attorneys', withoutPhoto()[0]!)
  const before = readFileSync(file, 'utf8')
  // As a pull request or a stolen login could leave it (npm run check refuses it; the editor must still open it safely).
  writeFileSync(file, before.replace(/\n---\n/, '\nphoto: "//attacker.invalid/portrait.jpg"\n---\n'))
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  try {
    await openEditor(page, `/collections/attorneys/entries/${path.basename(file, '.mdx')}`)
    await expect(page.getByText('//attacker.invalid/portrait.jpg', { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(preview(page).locator('article h2')).toBeVisible({ timeout: 30_000 })
    await expect(preview(page).locator('article img')).toHaveCount(0)
    await page.waitForTimeout(2_000)
    expect(requested.filter((url) => url.includes('attacker.invalid'))).toEqual([])
  } finally {
    writeFileSync(file, before)
  }
})
