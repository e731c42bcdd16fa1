/**
 * content/places.yaml and the place ids pages name: each bad fixture (tests/fixtures/places/cases,
 * one case a file) is added to a copy of a small valid content folder and must stop loadContent
 * with exactly its `file:line: message`; the lookups pages render with are checked on that folder too.
 */
import { describe, expect, it } from 'vitest'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runPipeline } from '../../lib/content/pipeline.ts'
import { formatProblem } from '../../lib/content/model/problems.ts'
import { areaServedNames, placeBadges } from '../../lib/content/schema/places.ts'

const fixtures = path.resolve('tests/fixtures/places')

/** Loads the base fixture folder, with `caseFile` added as a page (.mdx), as site.yaml (site-*.yaml) or as places.yaml. */
function loadWith(caseFile?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'places-'))
  try {
    cpSync(path.join(fixtures, 'base'), dir, { recursive: true })
    let shown = ''
    if (caseFile) {
      const yaml = caseFile.startsWith('site-') ? 'site.yaml' : 'places.yaml'
      const target = caseFile.endsWith('.mdx') ? path.join(dir, 'pages', caseFile) : path.join(dir, yaml)
      cpSync(path.join(fixtures, 'cases', caseFile), target)
      shown = path.relative(process.cwd(), target).split(path.sep).join('/')
    }
    return { content: runPipeline(dir), shown }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const badCases: { file: string; line: number; message: string }[] = [
  {
    file: 'misspelt-region.mdx',
    line: 7,
    message:
      '<PlaceBadges region> names the place `nasau`, which content/places.yaml does not have. Did you mean `nassau`? Use the `id` of one of its regions, communities or landmarks, or add the place there.',
  },
  {
    file: 'misspelt-place-in-group.mdx',
    line: 9,
    message:
      '<PlaceBadges groups> names the place `garden-cty`, which content/places.yaml does not have. Did you mean `garden-city`? Use the `id` of one of its regions, communities or landmarks, or add the place there.',
  },
  {
    file: 'place-as-region.mdx',
    line: 7,
    message:
      '<PlaceBadges region> must name a region with communities in content/places.yaml (nassau, bronx), not `garden-city`.',
  },
  {
    file: 'groups-not-plain-data.mdx',
    line: 9,
    message:
      "write `groups` of <PlaceBadges> as plain data, e.g. groups={[{ places: ['garden-city', 'hempstead'] }]}, so its place ids can be checked.",
  },
  {
    file: 'places-unknown-municipality.yaml',
    line: 9,
    message:
      'the place `levittown`, which content/places.yaml does not have. Use the `id` of one of its regions, communities or landmarks, or add the place there.',
  },
  {
    file: 'places-duplicate-id.yaml',
    line: 8,
    message:
      'the id `hempstead` is already used at line 7. Each region and place needs an id of its own: change one of them.',
  },
  {
    file: 'places-card-without-page.yaml',
    line: 3,
    message:
      "`regions.0.page` is missing: a region with a `card` needs a `page` for the card's button and place badges to link to.",
  },
  {
    file: 'places-page-missing.yaml',
    line: 5,
    message:
      'the link to `/nassau-county` goes to no page. Correct the address, or add `/nassau-county` to the `aliases` of the page it should open.',
  },
  {
    file: 'places-unknown-office.yaml',
    line: 6,
    message: '`office: mian` names no office of content/site.yaml; did you mean `main`?',
  },
  {
    file: 'site-hours-days.yaml',
    line: 30,
    message:
      '`days: Weekdays` is not a day or a range of days: write one day ("Saturday") or two joined by " - " ("Monday - Friday"), in English, so search engines can read the office\'s hours.',
  },
]

describe('place ids in content', () => {
  it('the base fixture folder loads without problems', () => {
    expect(loadWith().content.problems.map(formatProblem)).toEqual([])
  })

  it.each(badCases)('$file stops the build at line $line', ({ file, line, message }) => {
    const { content, shown } = loadWith(file)
    const where = file.endsWith('.mdx')
      ? shown
      : shown.replace(/[^/]*$/, file.startsWith('site-') ? 'site.yaml' : 'places.yaml')
    expect(content.problems.map(formatProblem)).toContain(`${where}:${line}: ${message}`)
  })
})

describe("place lookups (on the base fixture folder, so an editor's change to places.yaml keeps them true)", () => {
  const { places } = loadWith().content

  it("a region's communities link to its page; a place in a group links to the group's href, else its region's page", () => {
    expect(placeBadges(places, { region: 'nassau' })).toEqual([
      { label: 'Hempstead', href: '/nassau' },
      { label: 'Garden City', href: '/nassau' },
      { label: 'Mineola', href: '/nassau' },
    ])
    expect(
      placeBadges(places, {
        groups: [{ places: ['mineola'], href: '/elsewhere' }, { places: ['roosevelt-field', 'fordham'] }],
      }),
    ).toEqual([
      { label: 'Mineola', href: '/elsewhere' },
      { label: 'Roosevelt Field Mall', href: '/nassau' },
      { label: 'Fordham' },
    ])
    expect(() => placeBadges(places, { groups: [{ places: ['atlantis'] }] })).toThrow('Unknown place "atlantis"')
  })

  it("the JSON-LD areaServed names every region, then the cards' places, each once", () => {
    expect(areaServedNames(places)).toEqual(['Nassau County, NY', 'The Bronx, NY', 'Hempstead, NY', 'Garden City, NY'])
    const twice = {
      ...places,
      regions: places.regions.map((r) =>
        r.card ? { ...r, card: { ...r.card, municipalities: ['nassau', 'hempstead'] } } : r,
      ),
    }
    expect(areaServedNames(twice)).toEqual(['Nassau County, NY', 'The Bronx, NY', 'Hempstead, NY'])
  })
})
