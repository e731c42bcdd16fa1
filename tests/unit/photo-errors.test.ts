/**
 * Every kind of photo the content check refuses, at the line that names it, in the words of
 * lib/content/check/photoMessages.ts (fixtures: tests/fixtures/bad-photos/, one case a file; the
 * photos are made by tests/photoFixtures.ts in a temporary copy of tests/fixtures/content).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatProblem, formatWarning, type ContentProblem } from '../../lib/content/model/problems.ts'
import { decodePhotos, runPipeline } from '../../lib/content/pipeline.ts'
import { photoJobs } from '../../scripts/photos/photoJobs.ts'
import { writeCheckedPhotos } from '../photoFixtures.ts'

const fixtures = 'tests/fixtures/bad-photos'
const ALT = 'describe the photo for people who cannot see it'
const EXAMPLE = 'e.g. `attorneys/jane-doe.jpg` for content/images/attorneys/jane-doe.jpg'

const pageCases: Record<string, string[]> = {
  'photo-missing': [
    '7: photo `places/nowhere.jpg` is not in content/images/: put the file at content/images/places/nowhere.jpg, or correct the name (it is case-sensitive).',
  ],
  'photo-not-image': [
    '7: photo `broken/not-a-photo.jpg` is not a JPEG, PNG, WebP or AVIF image: save it as a JPEG (.jpg) and name that file.',
  ],
  'photo-cut-short': [
    '7: photo `broken/cut-short.jpg` cannot be read as an image (the file may be damaged or only partly copied): export it again from the original and replace the file.',
  ],
  'photo-too-large': [
    "7: photo `broken/huge.jpg` is 26.0 MB, over the 25 MB limit: export it smaller (a phone's photo is usually 2 to 5 MB).",
  ],
  // Judged by its header (57 bytes that say 20,000 x 20,000): refused before anything decodes it.
  'photo-too-many-pixels': [
    "7: photo `broken/too-many-pixels.png` is 20,000 x 20,000 pixels (400 megapixels), more than the site takes: at most 50 megapixels and 12,000 pixels on a side (a phone's photo is 12 to 50 megapixels). Resize it to at most 7,071 x 7,071 pixels before adding it: the largest copy the site shows is 1,600 pixels wide, so nothing is lost.",
  ],
  'photo-too-small': [
    '7: photo `small/square.jpg` is 300 x 300 pixels, smaller than a photo in a page needs (at least 1152 pixels wide): use a larger original, such as the photo as the camera or phone took it.',
  ],
  'photo-without-alt': [
    `7: <Photo src="places/wide.jpg"> has no \`alt\`: ${ALT} (alt="..."), or write alt="" only for a purely decorative photo.`,
  ],
  'photo-src-address': [
    `7: \`src\` of <Photo> holds \`/images/wide.jpg\`, which is an address: write the photo's name inside content/images/ instead, ${EXAMPLE}.`,
  ],
  'hero-photo-without-alt': [
    `7: <Hero photo="places/wide.jpg"> has no \`photoAlt\`: ${ALT} (photoAlt="..."), or write photoAlt="" only for a purely decorative photo.`,
  ],
  'hero-photo-too-small': [
    "7: photo `small/square.jpg` is 300 x 300 pixels, smaller than a page's top (hero) photo needs (at least 1200 x 900): use a larger original, such as the photo as the camera or phone took it.",
  ],
  'share-image-too-small': [
    '5: photo `small/square.jpg` is 300 x 300 pixels, smaller than the image shown when the page is shared needs (at least 1200 x 630): use a larger original, such as the photo as the camera or phone took it.',
  ],
}

let dir = ''
// Drawing the photos takes a few seconds, more on a loaded machine than the hooks' default 10 s.
beforeAll(async () => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'photo-errors-')), 'content')
  cpSync('tests/fixtures/content', dir, { recursive: true })
  await writeCheckedPhotos(dir)
}, 60_000)
afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }))
const shown = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/')

describe('photos the content check refuses', () => {
  for (const [name, expected] of Object.entries(pageCases)) {
    it(`${name} is reported at its line, naming the photo`, () => {
      const file = `${fixtures}/${name}.mdx`
      const { problems } = runPipeline(dir, { extraPages: [file] })
      expect(problems.map(formatProblem)).toEqual(expected.map((m) => `${file}:${m}`))
    })
  }

  it("refuses an attorney's portrait smaller than the portrait needs, at the `photo:` line", () => {
    const file = path.join(dir, 'attorneys', 'ann-example.mdx')
    mkdirSync(path.dirname(file), { recursive: true })
    cpSync(`${fixtures}/attorney-photo-too-small.mdx`, file)
    try {
      expect(runPipeline(dir).problems.map(formatProblem)).toEqual([
        `${shown(file)}:8: photo \`small/tiny.png\` is 200 x 240 pixels, smaller than an attorney's portrait needs (at least 480 x 480): use a larger original, such as the photo as the camera or phone took it.`,
      ])
    } finally {
      rmSync(path.dirname(file), { recursive: true })
    }
  })

  it('only warns about the originals nothing uses, and builds', () => {
    const { problems, warnings } = runPipeline(dir, { extraPages: [`${fixtures}/photo-too-small.mdx`] })
    expect(problems).toHaveLength(1)
    expect(warnings.map(formatWarning)).toEqual(
      [
        'broken/cut-short.jpg',
        'broken/damaged-inside.png',
        'broken/huge.jpg',
        'broken/not-a-photo.jpg',
        'broken/too-many-pixels.png',
        'places/wide.jpg',
        'small/tiny.png',
        'unused/forgotten.jpg',
      ].map(
        (src) =>
          `warning: content/images/${src} is not used by any page or attorney: use it, or delete it so it does not take space in the repository.`,
      ),
    )
  })

  it('finds a photo damaged inside by decoding it, after the pipeline (npm run check)', async () => {
    const file = `${fixtures}/photo-damaged-inside.mdx`
    const result = runPipeline(dir, { extraPages: [file] })
    expect(result.problems).toEqual([])
    expect((await decodePhotos(result)).map(formatProblem)).toEqual([
      `${file}:7: photo \`broken/damaged-inside.png\` cannot be read as an image (the file may be damaged or only partly copied): export it again from the original and replace the file.`,
    ])
    // A sound photo is decoded once, then remembered.
    const sound = runPipeline(dir, { extraPages: [`${fixtures}/photo-too-small.mdx`] })
    expect(await decodePhotos(sound)).toEqual([])
  })

  it('never decodes a photo over the pixel cap: `npm run check` reads its header only', async () => {
    const result = runPipeline(dir, { extraPages: [`${fixtures}/photo-too-many-pixels.mdx`] })
    expect(result.photos['broken/too-many-pixels.png']).toMatchObject({ format: 'png', width: 20_000, height: 20_000 })
    // It holds no pixels at all: a decode would call it damaged.
    expect(await decodePhotos(result)).toEqual([])
  })

  it('lists every problem at once', () => {
    const files = ['photo-missing', 'photo-without-alt', 'share-image-too-small'].map((n) => `${fixtures}/${n}.mdx`)
    expect(runPipeline(dir, { extraPages: files }).problems).toHaveLength(3)
  })
})

// An English attorney and its Spanish file, whose bio shows a <Photo> (tests/fixtures/spanish-photos/).
describe("a Spanish file's photos are the English ones' equals", () => {
  const spanishFixtures = 'tests/fixtures/spanish-photos'
  // The fixture content has no Spanish site (its pages and YAML files have no Spanish): only the photos' problems count here.
  const photoProblems = (problems: ContentProblem[]) =>
    problems.filter((p) => /^photo |<Photo|<Hero photo/.test(p.message)).map(formatProblem)
  const photoLine = (fixture: string) =>
    readFileSync(`${spanishFixtures}/${fixture}`, 'utf8')
      .split('\n')
      .findIndex((l) => l.includes('<Photo')) + 1
  /** Runs the pipeline with the English attorney and the Spanish bio `fixture`, as content/es/attorneys/ holds it. */
  const withSpanishBio = <T>(fixture: string, run: (spanishFile: string) => T): T => {
    const english = path.join(dir, 'attorneys', 'ann-example.mdx')
    const spanish = path.join(dir, 'es', 'attorneys', 'ann-example.mdx')
    mkdirSync(path.dirname(english), { recursive: true })
    mkdirSync(path.dirname(spanish), { recursive: true })
    cpSync(`${spanishFixtures}/ann-example.mdx`, english)
    cpSync(`${spanishFixtures}/${fixture}`, spanish)
    try {
      return run(shown(spanish))
    } finally {
      rmSync(path.dirname(english), { recursive: true })
      rmSync(path.join(dir, 'es'), { recursive: true })
    }
  }

  it("collects a Spanish bio's <Photo> with its Spanish file and line, checks it and gives it to the image build", () => {
    const fixture = 'es-ann-example.mdx'
    withSpanishBio(fixture, (spanishFile) => {
      const result = runPipeline(dir)
      expect(photoProblems(result.problems)).toEqual([])
      const at = { src: 'places/wide.jpg', use: 'body', file: spanishFile, line: photoLine(fixture) }
      expect(result.photoRefs).toContainEqual(at)
      // Used, so no warning calls it unused; encoded like an English page's photo, at the Spanish file's line.
      expect(result.warnings.map(formatWarning).join('\n')).not.toContain('places/wide.jpg')
      const job = photoJobs(result).find((made) => made.src === at.src)
      expect(job?.usedAt).toEqual([`${spanishFile}:${at.line}`])
      expect(job?.copies.length).toBeGreaterThan(0)
    })
  })

  it('stops the check at the Spanish file:line of a photo that is not in content/images/', () => {
    const fixture = 'es-ann-example-photo-missing.mdx'
    withSpanishBio(fixture, (spanishFile) => {
      expect(photoProblems(runPipeline(dir).problems)).toEqual([
        `${spanishFile}:${photoLine(fixture)}: photo \`places/nowhere.jpg\` is not in content/images/: put the file at content/images/places/nowhere.jpg, or correct the name (it is case-sensitive).`,
      ])
    })
  })
})
