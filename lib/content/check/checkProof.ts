/**
 * The proof in content/site.yaml (`results`, `testimonials`) and the `<Proof />` of the pages: every
 * practice area and place they name exists, each has its Spanish words once Spanish pages exist, and
 * every `<Proof />` has at least one result and one testimonial tagged for its topic. Adds to `problems`.
 */
import type { ContentProblem } from '../model/problems.ts'
import type { SiteContent } from '../model/content.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { closest } from '../../text/closest.ts'
import { indexPlaces } from '../schema/places.ts'
import { resultsFor, testimonialsFor, type ProofTopic } from '../schema/proofSelection.ts'

const PROOF_TAG = /<Proof\b[^>]*>/g

export function checkProof(content: SiteContent, problems: ContentProblem[]): void {
  const { site, siteFile } = content
  const areaIds = content.practiceAreas.areas.map((a) => a.id)
  const placeIds = [...indexPlaces(content.places).keys()]
  const lineOf = (path: (string | number)[]) => findYamlLine(siteFile.text, path)
  const report = (path: (string | number)[], message: string) =>
    problems.push({ file: siteFile.file, line: lineOf(path), message })
  const judgeArea = (id: string, path: (string | number)[]) => {
    if (areaIds.length && !areaIds.includes(id))
      report(path, unknown('practice area', id, areaIds, 'content/practice-areas.yaml'))
  }
  const judgePlace = (id: string, path: (string | number)[]) => {
    if (placeIds.length && !placeIds.includes(id)) report(path, unknown('place', id, placeIds, 'content/places.yaml'))
  }
  for (const [i, result] of site.results.entries()) {
    for (const [j, id] of result.practiceAreas.entries()) judgeArea(id, ['results', i, 'practiceAreas', j])
    for (const [j, id] of result.places.entries()) judgePlace(id, ['results', i, 'places', j])
  }
  for (const [i, t] of site.testimonials.entries()) {
    judgeArea(t.practiceArea, ['testimonials', i, 'practiceArea'])
    for (const [j, id] of t.places.entries()) judgePlace(id, ['testimonials', i, 'places', j])
  }
  checkSpanishProof(content, report)

  for (const page of content.pages) {
    page.body.split('\n').forEach((text, i) => {
      for (const tag of text.matchAll(PROOF_TAG)) {
        const practiceArea = /\bpracticeArea="([^"]*)"/.exec(tag[0])?.[1]
        const place = /\bplace="([^"]*)"/.exec(tag[0])?.[1]
        const line = page.bodyOffset + i + 1
        const say = (message: string) => problems.push({ file: page.file, line, message })
        if (practiceArea !== undefined && areaIds.length && !areaIds.includes(practiceArea)) {
          say(`\`<Proof>\` names ${unknown('practice area', practiceArea, areaIds, 'content/practice-areas.yaml')}`)
          continue
        }
        const topic: ProofTopic | undefined =
          practiceArea !== undefined ? { practiceArea } : place !== undefined ? { place } : undefined
        if (!topic || (practiceArea !== undefined && place !== undefined)) {
          say(
            '`<Proof>` needs either `practiceArea="..."` (an id of content/practice-areas.yaml, on a case page) or `place="..."` (an id of content/places.yaml, on a location page), not both.',
          )
          continue
        }
        const tagged = `tagged \`${practiceArea ?? place}\` (in its \`${practiceArea !== undefined ? 'practiceAreas' : 'places'}\`)`
        if (resultsFor(site.results, topic).length === 0)
          say(`\`<Proof>\` has no result to show: add a result ${tagged} under \`results\` in ${siteFile.file}.`)
        if (testimonialsFor(site.testimonials, topic).length === 0)
          say(
            `\`<Proof>\` has no client's words to show: add a testimonial ${practiceArea !== undefined ? `with \`practiceArea: ${practiceArea}\`` : `with \`${place}\` in its \`places\``} under \`testimonials\` in ${siteFile.file}.`,
          )
      }
    })
  }
}

/** Once Spanish pages exist, each result and testimonial needs its Spanish words, and `es:` names only known ids. */
function checkSpanishProof(content: SiteContent, report: (path: (string | number)[], message: string) => void) {
  const { site } = content
  const es = site.es
  if (!es || content.es.pages.length === 0) return
  for (const [list, words, what] of [
    ['results', es.results, 'title'],
    ['testimonials', es.testimonials, 'quote'],
  ] as const) {
    const ids = site[list].map((item) => item.id)
    const spanish = new Set(words.map((w) => w.id))
    site[list].forEach((item, i) => {
      if (!spanish.has(item.id))
        report(
          [list, i, 'id'],
          `\`${item.id}\` has no Spanish words: add \`- id: ${item.id}\` with its Spanish \`${what}\` under \`es:\` \`${list}:\` at the end of the file, so the Spanish pages can show it.`,
        )
    })
    words.forEach((w, i) => {
      if (!ids.includes(w.id))
        report(
          ['es', list, i, 'id'],
          unknown(list === 'results' ? 'result' : 'testimonial', w.id, ids, `\`${list}\` above`),
        )
    })
  }
}

function unknown(what: string, id: string, candidates: string[], where: string): string {
  const guess = closest(id, candidates)
  return `the ${what} \`${id}\`, which ${where} does not have. ${guess ? `Did you mean \`${guess}\`? ` : ''}Use one of its ids, or add it there first.`
}
