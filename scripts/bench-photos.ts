/**
 * Usage: tsx scripts/bench-photos.ts [--write]   (`npm run bench:photos`)
 * What photos cost the build: a copy of the real content in .bench/content-photos/ given 20 new
 * photo-like originals the size of a phone's photos (4032 x 3024 JPEGs, about 3 to 5 MB: 12
 * attorneys' portraits stored sideways, 2 hero photos that are also share images, 6 photos in a
 * page), built twice: cold (none of their copies in the image cache) and warm (all of them there).
 * Prints wall and CPU time of each `npm run build` (without the /admin/ editor) and of its image
 * step; `--write` puts the table into docs/PERFORMANCE.md between the `photos` markers.
 * The build writes dist/ as usual: run `npm run build` afterwards to get the real site back.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import path from 'node:path'
import { measureBuild } from './bench/measureBuild.ts'
import { writeDocSection } from './bench/docSection.ts'
import { photoLike } from './bench/photoLike.ts'

const dir = path.resolve('.bench/content-photos')
rmSync(dir, { recursive: true, force: true })
cpSync('content', dir, { recursive: true })
const images = path.join(dir, 'images', 'bench')
mkdirSync(images, { recursive: true })

// Seeds never used before: none of these photos' copies can be in the cache yet.
const run = Date.now()
let bytes = 0
const photo = async (name: string, orientation?: number) => {
  const file = path.join(images, name)
  writeFileSync(file, await photoLike(4032, 3024, { seed: run + bytes, exif: { orientation, gps: true } }))
  bytes += statSync(file).size
  return `bench/${name}`
}

const attorneys = path.join(dir, 'attorneys')
for (const [i, name] of readdirSync(attorneys).sort().entries()) {
  const src = await photo(`portrait-${i + 1}.jpg`, 6)
  const file = path.join(attorneys, name)
  writeFileSync(
    file,
    readFileSync(file, 'utf8')
      .replace(/^photo:.*\n/m, '')
      .replace(/^bio:/m, `photo: ${src}\nbio:`),
  )
}
for (const [i, page] of ['home.mdx', 'manhattan-personal-injury-lawyer.mdx'].entries()) {
  const src = await photo(`hero-${i + 1}.jpg`)
  const file = path.join(dir, 'pages', page)
  writeFileSync(
    file,
    readFileSync(file, 'utf8')
      .replace(/^image: .*$/m, `image: ${src}`)
      .replace(/ photo="[^"]+"/, ` photo="${src}"`),
  )
}
const bodyPhotos: string[] = []
for (let i = 1; i <= 6; i++) bodyPhotos.push(await photo(`page-${i}.jpg`))
writeFileSync(
  path.join(dir, 'pages', 'bench-photos.mdx'),
  `---\ntitle: Six photos for the photo benchmark\ndescription: A page of the photo benchmark with six photos in its text, each from a phone-sized original.\npath: /bench-photos\n---\n\n${bodyPhotos.map((src, i) => `<Photo src="${src}" alt="Benchmark photo ${i + 1}" />`).join('\n\n')}\n`,
)
const count = readdirSync(images).length
console.log(`${count} originals, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${path.relative(process.cwd(), images)}`)

const env = { ...process.env, ALLOW_PLACEHOLDERS: '1', EDITOR_BUILD: 'off', CONTENT_DIR: dir }
/** The image step's own line of the build log (scripts/postbuild.ts). */
const photoStep = (log: string) =>
  /postbuild: (\d+) photo copies of (\d+) photo\(s\), (\d+) encoded.*?, (\d+) KB, ([\d.]+) s/.exec(
    readFileSync(log, 'utf8'),
  )
const rows: string[] = []
for (const kind of ['cold', 'warm']) {
  const cost = measureBuild(env, dir)
  if (!cost.ok) {
    console.error(`The ${kind} build failed: see ${cost.log}`)
    process.exit(1)
  }
  const step = photoStep(cost.log)
  const row = `| ${kind} | ${cost.wallSeconds.toFixed(1)} s | ${cost.cpuSeconds.toFixed(1)} s | ${step?.[5] ?? '?'} s | ${step?.[3] ?? '?'} of ${step?.[1] ?? '?'} | ${step?.[4] ?? '?'} KB |`
  console.log(row)
  rows.push(row)
}

const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}): ${count} originals of 4032 x 3024 (${(bytes / 1024 / 1024).toFixed(1)} MB in all) in a copy of the real content.`,
  '',
  '| build | wall | CPU | image step (wall) | copies encoded | copies written |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows,
].join('\n')
if (process.argv.includes('--write'))
  console.log(
    writeDocSection('docs/PERFORMANCE.md', 'photos', table)
      ? 'docs/PERFORMANCE.md updated'
      : 'docs/PERFORMANCE.md has no photos markers',
  )
