/**
 * Usage: tsx scripts/archive.ts [--skip-build]   (`npm run archive`)
 * Keeps a dated copy of the website as published, for New York's attorney-advertising rule
 * 7.1(k): builds the site (unless told to archive the existing dist/client), then writes
 * archive/<YYYY-MM-DD>-<shortsha>/site.tar.gz and manifest.json (date, commit, every page with
 * its canonical URL and title). Stops if the build lacks a page the content lists, or if the
 * settings still hold placeholders (README "Deploying"): a local preview is not what was published.
 */
import { canonicalPath } from '../lib/content/entries.ts'
import { pageUrls } from '../lib/content/pagesByUrl.ts'
import { buildSettings } from '../lib/content/settings.ts'
import { contentStore } from '../lib/content/store.ts'
import { execFileSync, execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { checkBuildSettings } from './buildSettings.ts'
import { decodeEntities } from '../lib/text/decodeEntities.ts'
import { builtHtmlFile } from './host/builtFile.ts'

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
const root = path.resolve('dist/client')
const htmlOf = (urlPath: string) => path.join(root, builtHtmlFile(urlPath))

// The archive is the site as published, so it is built as deployed: with the firm's settings,
// never a local preview's placeholders (scripts/buildSettings.ts stops here, naming them).
checkBuildSettings({ deploy: true })
if (!process.argv.includes('--skip-build')) execSync('npm run build', { stdio: 'inherit' })

const pages = contentStore().pages.map((page) => {
  const file = htmlOf(canonicalPath(page))
  if (!existsSync(file))
    throw new Error(
      `dist/client has no ${path.relative(root, file)} for ${page.file}: build the site (\`npm run build\`) before archiving it.`,
    )
  const title = /<title>([^<]*)<\/title>/.exec(readFileSync(file, 'utf8'))?.[1] ?? ''
  return {
    path: canonicalPath(page),
    url: `${buildSettings(contentStore().site).siteUrl}${canonicalPath(page)}`,
    title: decodeEntities(title),
    aliases: pageUrls(page).filter((u) => u !== canonicalPath(page)),
    source: page.file,
  }
})

const commit = git('rev-parse', 'HEAD')
const date = new Date().toISOString().slice(0, 10)
const dir = path.resolve('archive', `${date}-${commit.slice(0, 7)}`)
mkdirSync(dir, { recursive: true })
const tarball = path.join(dir, 'site.tar.gz')
// The .gz files are compressed copies of the same pages for the server: the archive keeps the originals.
execFileSync('tar', ['-czf', tarball, '--exclude=*.gz', '-C', root, '.'])
const bytes = readFileSync(tarball)

const manifest = {
  date,
  createdAt: new Date().toISOString(),
  commit,
  uncommittedChanges: git('status', '--porcelain').length > 0,
  siteUrl: buildSettings(contentStore().site).siteUrl,
  archive: { file: 'site.tar.gz', bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
  retention: 'Keep for at least 3 years after the site last showed this version (NY Rule 7.1(k)).',
  pages: pages.sort((a, b) => a.path.localeCompare(b.path)),
}
writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
console.log(
  `Archived ${pages.length} pages (${(bytes.length / 1024).toFixed(0)} KB) to ${path.relative(process.cwd(), dir)}/`,
)
if (manifest.uncommittedChanges)
  console.warn('Note: the working tree has uncommitted changes; the archive holds them, the commit id does not.')
