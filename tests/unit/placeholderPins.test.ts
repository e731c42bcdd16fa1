/**
 * No test of `npm test` pins the firm's facts: a test expecting the name, a phone number or an office
 * of content/site.yaml, which README asks the firm to replace with its own, would fail once it does.
 * Tests take those from the content (the content loader, tests/contentExpectations.ts) or from a
 * fixture (tests/fixtures/), or make up other values. The specification's fixed words (tests/spec/)
 * and the fixtures are left out. `tsx scripts/rename-firm.ts` is the proof in full: it replaces these
 * facts in a copy of the repository and runs the checks and the unit tests there.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentStore } from '../../lib/content/store.ts'

const LEFT_OUT = ['tests/spec/', 'tests/fixtures/', 'tests/.tmp-']

/** Each fact of site.yaml a test could pin, with what it is; an office id as a string in the code ('id' or "id"). */
function firmFacts(): { what: string; pinnedIn: (line: string) => boolean }[] {
  const site = contentStore().site
  const named = new Set<string>()
  // A text is looked for once, under its first name (the short name may be the alternate name too).
  const text = (what: string, value: string) => {
    if (named.has(value)) return []
    named.add(value)
    return [{ what, pinnedIn: (line: string) => line.includes(value) }]
  }
  return [
    ...text(`the firm's name "${site.name}"`, site.name),
    ...text(`the firm's name "${site.alternateName}"`, site.alternateName),
    ...text(`the firm's short name "${site.shortName}"`, site.shortName),
    ...Object.entries(site.phones).flatMap(([line, phone]) => [
      ...text(`the ${line} number "${phone.display}"`, phone.display),
      ...text(`the ${line} number "${phone.tel}"`, phone.tel.replace(/^\+1?/, '')),
    ]),
    ...site.offices.flatMap((office) => [
      ...text(`office ${office.id}'s name "${office.name}"`, office.name),
      ...text(`office ${office.id}'s street "${office.street}"`, office.street),
      ...text(
        `office ${office.id}'s city "${office.city}, ${office.state} ${office.zip}"`,
        `${office.city}, ${office.state} ${office.zip}`,
      ),
      {
        what: `office id "${office.id}"`,
        pinnedIn: (line: string) => new RegExp(`(['"])${office.id}\\1`).test(line),
      },
    ]),
  ]
}

/** The test files and their helpers: every .ts file under tests/ but the left-out folders. */
function testSources(): string[] {
  return readdirSync('tests', { recursive: true, encoding: 'utf8' })
    .map((name) => path.join('tests', name).split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !LEFT_OUT.some((folder) => file.startsWith(folder)))
    .sort()
}

describe("the tests pin none of the firm's facts", () => {
  it('reads the facts to look for and the files to look in', () => {
    expect(firmFacts().length).toBeGreaterThan(10)
    expect(testSources()).toContain('tests/unit/placeholderPins.test.ts')
    expect(testSources().filter((file) => file.startsWith('tests/e2e/')).length).toBeGreaterThan(10)
  })

  it('no test file holds the name, a phone number or an office of content/site.yaml', () => {
    const facts = firmFacts()
    const pins = testSources().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          facts
            .filter((fact) => fact.pinnedIn(line))
            .map(
              (fact) =>
                `${file}:${i + 1}: holds ${fact.what} of content/site.yaml: read it from the content (contentStore().site) or use a fixture's or a made-up value.`,
            ),
        ),
    )
    expect(pins).toEqual([])
  })
})
