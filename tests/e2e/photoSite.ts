/**
 * One build for the photo tests: the site's own content, in a temporary copy of the project,
 * with a fixture portrait for every attorney (tests/photoFixtures.ts: photo-like JPEGs; the first
 * attorney's lies on its side with EXIF orientation 6 and a GPS position, as a phone stores it),
 * and every other original of content/images/ replaced by a photo-like one of the same size, so
 * what the pages weigh does not depend on which photos the firm has chosen.
 * Built as `npm run build` builds (without the editor), served as `npm start` serves, on its own port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { photoLike, sidewaysPortrait } from '../photoFixtures.ts'
import { readPhotoHeader } from '../../lib/content/read/photoHeader.ts'
import { E2E_RECORDER_PORT, PHOTO_SITE_PORT } from './ports.ts'

export interface PhotoSite {
  root: string
  url: string
  /** Each attorney's original, by its name in content/images/. */
  originals: Map<string, Buffer>
  /** The name of the sideways portrait. */
  sideways: string
  stop(): void
}

function copyProject(root: string): void {
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean)
  for (const file of files) {
    const target = path.join(root, file)
    mkdirSync(path.dirname(target), { recursive: true })
    try {
      copyFileSync(file, target)
    } catch {
      // A file deleted but not yet committed.
    }
  }
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'))
}

/** Every original already in content/images/, as a photo-like JPEG of its size. */
async function replaceOriginals(root: string): Promise<void> {
  const images = path.join(root, 'content', 'images')
  if (!existsSync(images)) return
  for (const [i, name] of readdirSync(images, { recursive: true, encoding: 'utf8' }).entries()) {
    const file = path.join(images, name)
    const header = statSync(file).isFile() ? readPhotoHeader(readFileSync(file)) : undefined
    // JPEG bytes under any photo's name: the site reads a photo's format from its bytes.
    if (header && !('problem' in header))
      writeFileSync(file, await photoLike(header.width, header.height, { seed: i + 100 }))
  }
}

/** Gives every attorney of the copy a portrait, written as an editor would: `photo: attorneys/<slug>.jpg`. */
async function givePortraits(root: string): Promise<{ originals: Map<string, Buffer>; sideways: string }> {
  const folder = path.join(root, 'content', 'attorneys')
  const originals = new Map<string, Buffer>()
  const names = readdirSync(folder)
    .filter((n) => n.endsWith('.mdx'))
    .sort()
  for (const [i, name] of names.entries()) {
    const src = `attorneys/${name.replace(/\.mdx$/, '.jpg')}`
    const bytes = i === 0 ? await sidewaysPortrait() : await photoLike(1200, 1500, { seed: i + 10 })
    const file = path.join(root, 'content', 'images', src)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, bytes)
    originals.set(src, bytes)
    const mdx = path.join(folder, name)
    const text = readFileSync(mdx, 'utf8').replace(/^photo:.*\n/m, '')
    writeFileSync(mdx, text.replace(/^bio:/m, `photo: ${src}\nbio:`))
  }
  return { originals, sideways: [...originals.keys()][0] ?? '' }
}

function run(root: string, command: string[]): void {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ALLOW_PLACEHOLDERS: '1',
    LEAD_ENDPOINT: process.env.LEAD_ENDPOINT ?? `http://127.0.0.1:${E2E_RECORDER_PORT}`,
  }
  delete env.CONTENT_DIR
  const result = spawnSync(command[0] ?? '', command.slice(1), { cwd: root, env, encoding: 'utf8', maxBuffer: 1 << 28 })
  if (result.status !== 0)
    throw new Error(`${command.join(' ')} failed in ${root}:\n${`${result.stdout}\n${result.stderr}`.slice(-4000)}`)
}

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  let said = ''
  server.stderr?.on('data', (chunk) => {
    said += String(chunk)
  })
  for (let i = 0; i < 150 && server.exitCode === null; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the photo site did not answer at ${url}: ${said}`)
}

export async function buildPhotoSite(): Promise<PhotoSite> {
  const root = mkdtempSync(path.join(tmpdir(), 'photo-site-'))
  try {
    return await buildAndServe(root)
  } catch (error) {
    rmSync(root, { recursive: true, force: true })
    throw error
  }
}

async function buildAndServe(root: string): Promise<PhotoSite> {
  copyProject(root)
  await replaceOriginals(root)
  const { originals, sideways } = await givePortraits(root)
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
  run(root, [path.join(root, 'node_modules', '.bin', 'vike'), 'build'])
  run(root, [tsx, 'scripts/postbuild.ts'])
  const server = spawn(tsx, ['scripts/serve.ts', '--port', String(PHOTO_SITE_PORT), '--no-recorder'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const url = `http://127.0.0.1:${PHOTO_SITE_PORT}`
  await waitFor(`${url}/`, server)
  return {
    root,
    url,
    originals,
    sideways,
    stop() {
      server.kill('SIGTERM')
      rmSync(root, { recursive: true, force: true })
    },
  }
}
