/**
 * The offices: every office a component names (`<OfficeAddress office="islandia" />`) or a region of
 * content/places.yaml names (`office: islandia`) is one of content/site.yaml's `offices`, and each
 * line of an office's hours that gives clock times names a day or a range of days, as search
 * engines read them (../schema/openingHours.ts).
 */
import type { SiteContent } from '../model/content.ts'
import type { ContentProblem } from '../model/problems.ts'
import { allEntries } from '../read/allEntries.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { closest } from '../../text/closest.ts'
import { dayRange, timeRange } from '../schema/openingHours.ts'

export function checkOffices(content: SiteContent): void {
  const ids = content.site.offices.map((o) => o.id)
  const known = new Set(ids)
  const which = (office: string) => {
    const guess = closest(office, ids)
    return guess ? `did you mean \`${guess}\`?` : `use one of: ${ids.join(', ')}.`
  }
  for (const entry of allEntries(content)) {
    for (const ref of entry.analysis.officeRefs) {
      if (known.has(ref.office)) continue
      content.problems.push({
        file: entry.file,
        line: ref.line,
        message: `<${ref.component} office="${ref.office}"> names no office of content/site.yaml; ${which(ref.office)}`,
      })
    }
  }
  const { places, placesFile } = content
  if (placesFile.valid)
    places.regions.forEach((region, r) => {
      if (region.office === undefined || known.has(region.office)) return
      content.problems.push({
        file: placesFile.file,
        line: findYamlLine(placesFile.text, ['regions', r, 'office']),
        message: `\`office: ${region.office}\` names no office of content/site.yaml; ${which(region.office)}`,
      })
    })
  content.problems.push(...hoursProblems(content))
}

function hoursProblems({ site, siteFile }: SiteContent): ContentProblem[] {
  return site.offices.flatMap((office, o) =>
    office.hours.flatMap(({ days, time }, h) =>
      timeRange(time) && !dayRange(days)
        ? [
            {
              file: siteFile.file,
              line: findYamlLine(siteFile.text, ['offices', o, 'hours', h, 'days']),
              message: `\`days: ${days}\` is not a day or a range of days: write one day ("Saturday") or two joined by " - " ("Monday - Friday"), in English, so search engines can read the office's hours.`,
            },
          ]
        : [],
    ),
  )
}
