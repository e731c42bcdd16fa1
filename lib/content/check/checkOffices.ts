/** Every office a component names (`<OfficeAddress office="islandia" />`) is one of content/site.yaml's `offices`. */
import type { SiteContent } from '../model/content.ts'
import { allEntries } from '../read/allEntries.ts'
import { closest } from '../../text/closest.ts'

export function checkOffices(content: SiteContent): void {
  const ids = content.site.offices.map((o) => o.id)
  const known = new Set(ids)
  for (const entry of allEntries(content)) {
    for (const ref of entry.analysis.officeRefs) {
      if (known.has(ref.office)) continue
      const guess = closest(ref.office, ids)
      content.problems.push({
        file: entry.file,
        line: ref.line,
        message: `<${ref.component} office="${ref.office}"> names no office of content/site.yaml; ${guess ? `did you mean \`${guess}\`?` : `use one of: ${ids.join(', ')}.`}`,
      })
    }
  }
}
