/**
 * The content check stays inside the content folder: links (symbolic links) are refused where they
 * are found and never followed, special files are never opened, a file over the size limit is
 * refused before it is read, and file and folder names are lower-case words and hyphens. Each case
 * is made in a temporary copy of tests/fixtures/content (a link is never committed).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatProblem } from '../../lib/content/model/problems.ts'
import { listContentFolder, readContentFile } from '../../lib/content/read/contentFiles.ts'
import { contentLimits } from '../../lib/content/read/contentLimits.ts'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { publicFileExists } from '../../lib/content/check/publicFiles.ts'

const LINK =
  'this is a link (a symbolic link) to a file or folder elsewhere, and content must be the real files, kept in the content folder: put the file itself here in place of the link, or delete the link. The check never follows links.'
const SECRET = 'password: hunter2\napiKey: 12345\n'

const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})
/** A temporary folder holding a copy of the fixture content (`content/`) and a file outside it (`outside/`). */
function workspace(): { dir: string; outside: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'content-folder-'))
  made.push(root)
  const dir = path.join(root, 'content')
  cpSync('tests/fixtures/content', dir, { recursive: true })
  mkdirSync(path.join(root, 'outside'))
  writeFileSync(path.join(root, 'outside', 'secret.mdx'), `---\n${SECRET}---\n\nSecret text.\n`)
  return { dir, outside: path.join(root, 'outside') }
}
const shown = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/')
const page = (slug: string) =>
  `---\ntitle: A page named ${slug}\ndescription: A page of the fixture folder whose file name the content check judges.\npath: /named-${slug.replace(/[^a-z]/g, '')}\n---\n\nText.\n`

describe('the content folder', () => {
  it('refuses a link to a file, whether its target exists or not, and prints nothing of it', () => {
    const { dir, outside } = workspace()
    symlinkSync(path.join(outside, 'secret.mdx'), path.join(dir, 'pages', 'linked.mdx'))
    symlinkSync(path.join(outside, 'missing.mdx'), path.join(dir, 'pages', 'dangling.mdx'))
    symlinkSync('../../../../../../../../etc/hostname', path.join(dir, 'pages', 'climbing.mdx'))
    const { problems } = runPipeline(dir)
    expect(problems.map(formatProblem)).toEqual(
      ['climbing', 'dangling', 'linked'].map((name) => `${shown(path.join(dir, 'pages', `${name}.mdx`))}:1: ${LINK}`),
    )
    expect(JSON.stringify(problems)).not.toMatch(/hunter2|apiKey|secret/)
  })

  it('refuses a link to a folder without entering it, and a link in place of site.yaml once', () => {
    const { dir, outside } = workspace()
    symlinkSync(outside, path.join(dir, 'glossary'))
    rmSync(path.join(dir, 'site.yaml'))
    symlinkSync(path.join(outside, 'secret.mdx'), path.join(dir, 'site.yaml'))
    const { problems, glossary } = runPipeline(dir)
    expect(problems.map(formatProblem)).toEqual([
      `${shown(path.join(dir, 'glossary'))}:1: ${LINK}`,
      `${shown(path.join(dir, 'site.yaml'))}:1: ${LINK}`,
    ])
    expect(glossary).toEqual([])
  })

  it('never opens a special file (a named pipe would wait forever)', () => {
    const { dir } = workspace()
    const pipe = path.join(dir, 'pages', 'pipe.mdx')
    execFileSync('mkfifo', [pipe])
    expect(runPipeline(dir).problems.map(formatProblem)).toEqual([
      `${shown(pipe)}:1: this is not an ordinary file (it is a folder, a device, a pipe or a socket). The content folder holds only .mdx and .yaml text files here: delete it.`,
    ])
  })

  it('reads a content folder that is itself reached through a link (CONTENT_DIR is a setting, not content)', () => {
    const { dir } = workspace()
    const linked = `${dir}-linked`
    symlinkSync(dir, linked)
    const { problems, pages } = runPipeline(linked)
    expect(problems).toEqual([])
    expect(pages.map((p) => p.slug)).toEqual(runPipeline(dir).pages.map((p) => p.slug))
    expect(pages.length).toBeGreaterThan(0)
  })

  it('refuses a file whose real location is outside the folder it is read from', () => {
    const { dir, outside } = workspace()
    const problems: { file: string; line: number; message: string }[] = []
    expect(readContentFile(path.join(outside, 'secret.mdx'), 'secret.mdx', dir, problems)).toBeUndefined()
    expect(problems.map(formatProblem)).toEqual([
      "secret.mdx:1: this file's real location is outside the content folder (a folder on its path is a link). Content must be the real files, kept in the content folder: move the file there.",
    ])
  })

  it(`refuses a file over ${contentLimits.fileBytes / 1024} KB before reading it, in well under a second`, () => {
    const { dir } = workspace()
    const huge = path.join(dir, 'pages', 'huge.mdx')
    const paragraph = 'We answer every call, day and night, and we visit you at home or in the hospital.\n\n'
    writeFileSync(huge, page('huge') + paragraph.repeat(Math.ceil((contentLimits.fileBytes + 2048) / paragraph.length)))
    const start = performance.now()
    const { problems } = runPipeline(dir)
    expect(performance.now() - start).toBeLessThan(5_000)
    expect(problems.map(formatProblem)).toEqual([
      `${shown(huge)}:1: this file is 131 KB, more than the 128 KB a content file may have. Split it into several smaller pages, or remove what does not belong in it.`,
    ])
  })

  it('refuses file and folder names that are not lower-case words and hyphens, naming the one to use', () => {
    const { dir } = workspace()
    const pages = path.join(dir, 'pages')
    for (const name of ['Car Accident.mdx', 'café-hours.mdx', 'a..b.mdx', 'About_Us.mdx', '.mdx'])
      writeFileSync(path.join(pages, name), page(name))
    mkdirSync(path.join(pages, 'Old Pages'))
    writeFileSync(path.join(pages, 'Old Pages', 'kept.mdx'), page('kept'))
    writeFileSync(path.join(pages, '.DS_Store'), 'not content')
    const rule = 'names are lower-case letters (a-z), digits and hyphens, with no spaces, accents, dots or other signs'
    const at = (name: string) => `${shown(path.join(pages, name))}:1:`
    expect(runPipeline(dir).problems.map(formatProblem)).toEqual([
      `${at('.mdx')} the file name \`.mdx\` is not allowed: ${rule}: rename it to a few words that say what it is.`,
      `${at('About_Us.mdx')} the file name \`About_Us.mdx\` is not allowed: ${rule}: rename it to \`about-us.mdx\`.`,
      `${at('Car Accident.mdx')} the file name \`Car Accident.mdx\` is not allowed: ${rule}: rename it to \`car-accident.mdx\`.`,
      `${at('Old Pages')} the folder name \`Old Pages\` is not allowed: ${rule}: rename it to \`old-pages\`.`,
      `${at('a..b.mdx')} the file name \`a..b.mdx\` is not allowed: ${rule}: rename it to \`a-b.mdx\`.`,
      `${at('café-hours.mdx')} the file name \`café-hours.mdx\` is not allowed: ${rule}: rename it to \`cafe-hours.mdx\`.`,
    ])
  })

  it('refuses any file but pages, lists and photos under images/, at its path (a browser would run an .htm or .svg)', () => {
    const { dir } = workspace()
    const fixtures = 'tests/fixtures/content-kinds'
    const refused = [
      'preview.htm',
      'pages/drawing.svg',
      'pages/portrait.jpg',
      'images/notes.xhtml',
      'glossary/README.md',
    ]
    const kept = ['README.md', 'images/attorneys/jane-doe.JPG', 'images/places/shore.webp', 'pages/.DS_Store']
    for (const name of [...refused, ...kept]) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      cpSync(path.join(fixtures, path.basename(name)), path.join(dir, name))
    }
    const images = shown(path.join(dir, 'images'))
    expect(runPipeline(dir).problems.map(formatProblem)).toEqual(
      [...refused]
        .sort()
        .map(
          (name) =>
            `${shown(path.join(dir, name))}:1: only Markdown pages (.mdx), YAML lists (.yaml) and photos (JPEG, PNG, WebP or AVIF) under ${images}/ may be in ${shown(dir)}/: move this file out of it, or delete it.`,
        ),
    )
  })

  it("refuses an attorney's photo whose name climbs with `..`, without looking for the file", () => {
    const { dir } = workspace()
    const file = path.join(dir, 'attorneys', 'jane-example.mdx')
    mkdirSync(path.dirname(file))
    cpSync('tests/fixtures/bad-input/attorney-photo-climbs.mdx', file)
    expect(runPipeline(dir).problems.map(formatProblem)).toEqual([
      `${shown(file)}:8: \`photo\` holds \`attorneys/../../../../etc/hostname\`, which climbs out of content/images/ with \`..\`: write the photo's name inside content/images/, e.g. \`attorneys/jane-doe.jpg\` for content/images/attorneys/jane-doe.jpg.`,
    ])
  })

  it('looks addresses up in public/ only, never one with a `.` or `..` part', () => {
    const publicDir = path.resolve('public')
    expect(publicFileExists(publicDir, '/%2E%2e/package.json')).toBe(false)
    expect(publicFileExists(publicDir, '/./favicon.svg')).toBe(false)
    expect(publicFileExists(publicDir, '/images/../favicon.svg')).toBe(false)
    expect(publicFileExists(publicDir, '/images/../../package.json')).toBe(false)
    expect(publicFileExists(publicDir, '/../package.json')).toBe(false)
    expect(publicFileExists(publicDir, '/favicon.svg')).toBe(true)
  })

  it('every file and folder of the real content passes', () => {
    const problems: { file: string; line: number; message: string }[] = []
    const { mdx } = listContentFolder(path.resolve('content'), problems)
    expect(problems).toEqual([])
    expect(mdx.length).toBeGreaterThan(0)
  })
})
