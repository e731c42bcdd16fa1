/**
 * A slip never blanks the site (`npm run dev` on a copy of the content): a page whose content has a
 * problem answers with the problem at its `file:line`, in the check's words; every other page still
 * answers; once the file is fixed, the open tab shows the page again by itself; the terminal prints
 * the problem once, without a stack trace.
 */
import { expect, test } from '@playwright/test'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DEV_PROBLEMS_PORT } from './ports.ts'
import { startAndWait, type Started } from './editorServer.ts'

test.describe.configure({ mode: 'serial' })

// Made in beforeAll, not when the file is loaded (Playwright loads it in more than one process).
let copy = ''
let content = ''
const site = `http://localhost:${DEV_PROBLEMS_PORT}`
let dev: Started

/** A page of the content other than the home page, with its address, taken from its file. */
function somePage(): { file: string; path: string } {
  const folder = path.join(content, 'pages')
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith('.mdx')) continue
    const at = /^path: (\/[\w/-]+)$/m.exec(readFileSync(path.join(folder, name), 'utf8'))?.[1]
    if (at && at !== '/') return { file: path.join(folder, name), path: at }
  }
  throw new Error('the content has no page besides the home page')
}

test.beforeAll(async () => {
  test.setTimeout(150_000)
  copy = mkdtempSync(path.resolve('tests/.tmp-dev-problems-'))
  content = path.join(copy, 'content')
  cpSync('content', content, { recursive: true })
  dev = await startAndWait(
    process.execPath,
    [path.resolve('node_modules/vike/bin.js'), 'dev', '--port', String(DEV_PROBLEMS_PORT)],
    { CONTENT_DIR: content },
    { url: `${site}/` },
    120_000,
  )
})
test.afterAll(async () => {
  await dev?.stop()
  rmSync(copy, { recursive: true, force: true })
})

test('a problem shows on its page at file:line; other pages answer; the fixed page comes back by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const target = somePage()
  const original = readFileSync(target.file, 'utf8')
  const shown = path.relative(process.cwd(), target.file).split(path.sep).join('/')
  await page.goto(`${site}${target.path}`)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  const title = await heading.innerText()

  // A link to a page that does not exist, as an editor might save it, at the end of the body.
  const broken = `${original.trimEnd()}\n\nSee [our checklist](/no-such-page-for-this-test).\n`
  writeFileSync(target.file, broken)
  const line = broken.trimEnd().split('\n').length
  const problem = `${shown}:${line}: the link to \`/no-such-page-for-this-test\` goes to no page.`
  // The open tab is reloaded by the dev server and shows the problem, in the check's words.
  await expect(page.getByText(problem)).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1 })).toContainText('content problem')

  const answer = await request.get(`${site}${target.path}`, { headers: { Accept: 'text/html' } })
  expect(answer.status()).toBe(500)
  expect(await answer.text()).toContain(problem.replace(/`/g, '`'))
  const home = await request.get(`${site}/`, { headers: { Accept: 'text/html' } })
  expect(home.status()).toBe(200)

  // The terminal said it once, when the file changed; the requests added no stack trace.
  await request.get(`${site}${target.path}`, { headers: { Accept: 'text/html' } })
  const said = dev.output()
  expect(said.split(problem).length - 1).toBe(1)
  expect(said).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/)

  // Fixed: the open tab shows the page again, with no reload by hand.
  writeFileSync(target.file, original)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 60_000 })
})

/** The address of the first page of a folder of the copy whose file matches. */
function pageWhere(folder: string, matches: (text: string) => boolean): string {
  for (const name of readdirSync(path.join(content, folder)).sort()) {
    const text = readFileSync(path.join(content, folder, name), 'utf8')
    const at = /^path: (\/[\w/-]*)$/m.exec(text)?.[1]
    if (at && matches(text)) return at
  }
  throw new Error(`no page of content/${folder} is the one this test needs`)
}

/** A Spanish term of the copy whose English term is on the legal glossary, with the Spanish glossary's address. */
function spanishTermOnTheGlossary(): { file: string; glossary: string } {
  const folder = path.join(content, 'es', 'glossary')
  for (const name of readdirSync(folder).sort()) {
    const source = /^translationOf: (.+)$/m.exec(readFileSync(path.join(folder, name), 'utf8'))?.[1]
    const english = source && readFileSync(path.join(content, 'glossary', `${source}.mdx`), 'utf8')
    if (english && /^\s+- legal-glossary$/m.test(english))
      return { file: path.join(folder, name), glossary: pageWhere('es/pages', (t) => t.includes('<LegalGlossary')) }
  }
  throw new Error('no Spanish term translates a term of the legal glossary')
}

test('a Spanish term saved without its sourceHash shows its problem on the Spanish glossary alone', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const term = spanishTermOnTheGlossary()
  const original = readFileSync(term.file, 'utf8')
  const shown = path.relative(process.cwd(), term.file).split(path.sep).join('/')
  const englishHome = '/'
  const englishHomeSlug = readdirSync(path.join(content, 'pages')).find((name) =>
    /^path: \/$/m.test(readFileSync(path.join(content, 'pages', name), 'utf8')),
  )
  const spanishHome = pageWhere('es/pages', (t) =>
    t.includes(`translationOf: ${englishHomeSlug?.replace(/\.mdx$/, '')}\n`),
  )
  const answer = (at: string) => request.get(`${site}${at}`, { headers: { Accept: 'text/html' } })

  // As a staff member saves a new translation in the editor, before anyone ran `npm run translations -- --stamp`.
  writeFileSync(term.file, original.replace(/^sourceHash: .*\n/m, ''))
  await expect.poll(async () => (await answer(term.glossary)).status(), { timeout: 60_000 }).toBe(500)
  const problemPage = await (await answer(term.glossary)).text()
  expect(problemPage).toContain(`${shown}:`)
  expect(problemPage).toContain('no `sourceHash`')
  for (const at of [englishHome, spanishHome]) {
    const page = await answer(at)
    expect(page.status(), at).toBe(200)
    expect(await page.text(), at).not.toContain('content problem')
  }

  writeFileSync(term.file, original)
  await expect.poll(async () => (await answer(term.glossary)).status(), { timeout: 60_000 }).toBe(200)
})
