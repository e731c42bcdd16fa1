/**
 * Checks of the attorney entries beyond their schema: the body ends with its credentials list (a
 * Spanish bio with the Spanish heading), and no two attorneys share an anchor, an extension or a
 * place (their photos: ./checkPhotos.ts). Adds to `content.problems`.
 */
import type { SiteContent } from '../model/content.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { slugify } from '../../text/slugify.ts'
import { CREDENTIALS_HEADING } from '../schema/attorneyBody.ts'
import type { Language } from '../schema/language.ts'
import type { ContentEntry } from '../model/entries.ts'
import type { ContentProblem } from '../model/problems.ts'

/** A bio without its credentials heading: the attorneys page would show no credentials box. */
function checkCredentials(bio: ContentEntry<unknown>, language: Language, problems: ContentProblem[]): void {
  const heading = CREDENTIALS_HEADING[language]
  if (bio.analysis.headings.some((h) => h.depth === 2 && h.text.trim() === heading)) return
  // Frontmatter lines, the closing `---`, then the body: point at the body's last line.
  const lastLine = bio.frontmatter.split('\n').length + 2 + bio.body.trimEnd().split('\n').length
  problems.push({
    file: bio.file,
    line: lastLine,
    message: `the full bio must end with a \`## ${heading}\` heading and a list under it (law school, bar admissions, memberships): the attorneys page shows that part in a box of its own.`,
  })
}

export function checkAttorneys(content: SiteContent): void {
  const { problems } = content
  const taken = {
    anchor: new Map<string, string>(),
    extension: new Map<string, string>(),
    order: new Map<number, string>(),
  }
  const claim = <K>(map: Map<K, string>, key: K, file: string, line: number, what: string) => {
    const owner = map.get(key)
    if (owner)
      problems.push({
        file,
        line,
        message: `${what} is already used by ${owner}: each attorney needs a different one.`,
      })
    else map.set(key, file)
  }

  for (const attorney of content.attorneys) {
    const { file, data, frontmatter } = attorney
    // Line n of `frontmatter` is line n + 1 of the file (after the opening `---`).
    const lineOf = (key: string) => findYamlLine(frontmatter, [key]) + 1
    checkCredentials(attorney, 'en', problems)
    claim(taken.anchor, slugify(data.name), file, lineOf('name'), `the name's anchor \`#${slugify(data.name)}\``)
    claim(taken.extension, data.extension, file, lineOf('extension'), `extension ${data.extension}`)
    claim(taken.order, data.order, file, lineOf('order'), `order ${data.order}`)
  }
  for (const bio of content.es.attorneys) checkCredentials(bio, 'es', problems)
}
