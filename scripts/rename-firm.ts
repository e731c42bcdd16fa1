/**
 * Usage: tsx scripts/rename-firm.ts [--keep]
 * Shows that the firm can put its own name, number and office in place of the placeholders and keep
 * the checks and tests green: in a copy of this working tree (its files git does not ignore, with this
 * node_modules), it replaces across content/ the firm's name, its main phone number and its first
 * office (id, name, street, city, ZIP) with other fictional ones, then runs `npm run check` and the
 * unit tests there, stopping at the first that fails (its exit code); `--keep` leaves the copy to look at.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { contentStore } from '../lib/content/store.ts'

const site = contentStore().site
const office = site.offices[0]!
const phone = site.phones.main

/**
 * What replaces what in every file, longest first: a name goes before the shorter name inside it. No
 * new value is longer than the one it replaces, as a page's description has a length limit.
 */
const everywhere: [string, string][] = [
  [site.name, 'Harbor & Vale Injury Law'],
  [site.alternateName, 'Harbor & Vale'],
  [site.shortName, 'Harbor & Vale'],
  [phone.display, '(800) 555-0142'],
  [phone.tel, '+18005550142'],
  [office.name, 'Bayhaven Main Office'],
  [office.street, '40 Quay Street'],
  [`${office.city}, ${office.state} ${office.zip}`, `Bayhaven, ${office.state} 11777`],
  [office.city, 'Bayhaven'],
  [`office="${office.id}"`, 'office="bayhaven"'],
]
/** A place's office (places.yaml's `office:`), by its id, in every YAML file. */
const officeReference: [RegExp, string] = [new RegExp(`^(\\s*office: )${office.id}$`, 'gm'), '$1bayhaven']
/** The office's id and ZIP in site.yaml only (places.yaml has a community of the same id). */
const inSiteYaml: [RegExp, string][] = [
  [new RegExp(`^(\\s*-? *id: )${office.id}$`, 'gm'), '$1bayhaven'],
  [new RegExp(`^(\\s*zip: )"${office.zip}"$`, 'gm'), '$1"11777"'],
]

function copyWorkingTree(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'rename-firm-'))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
  // A file deleted and not yet committed is listed too: only what exists is copied.
  for (const file of files.split('\0').filter((name) => name && existsSync(name))) {
    mkdirSync(path.join(copy, path.dirname(file)), { recursive: true })
    cpSync(file, path.join(copy, file), { force: true })
  }
  symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'))
  return copy
}

/** Replaces the facts in every YAML and MDX file of `dir`; the number of files changed. */
function renameIn(dir: string): number {
  let changed = 0
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ya?ml|mdx?)$/.test(name)) continue
    const file = path.join(dir, name)
    const before = readFileSync(file, 'utf8')
    let after = everywhere.reduce((text, [from, to]) => text.replaceAll(from, to), before)
    if (/\.ya?ml$/.test(name)) after = after.replace(...officeReference)
    if (name === 'site.yaml') after = inSiteYaml.reduce((text, [from, to]) => text.replace(from, to), after)
    if (after !== before) {
      writeFileSync(file, after)
      changed++
    }
  }
  return changed
}

const copy = copyWorkingTree()
console.log(`Copy: ${copy}\nChanged ${renameIn(path.join(copy, 'content'))} files of content/.`)
let failed = 0
for (const [command, ...args] of [
  ['npm', 'run', 'check'],
  ['npx', 'vitest', 'run'],
]) {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  failed = spawnSync(command!, args, { cwd: copy, stdio: 'inherit' }).status ?? 1
  if (failed) break
}
if (!process.argv.includes('--keep')) rmSync(copy, { recursive: true, force: true })
console.log(failed ? `\nA check failed in the renamed copy (exit ${failed}).` : '\nThe renamed copy passes.')
process.exit(failed)
