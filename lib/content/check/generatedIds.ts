/**
 * Ids made from content's words: a Markdown heading's (`## Toast Region` -> `id="toast-region"`, the
 * slug lib/text/slugify.ts makes, as components/ui/Headings.tsx does), an attorney's block on the
 * attorneys page (the name's slug) and a glossary term's card (its file name). An id the site's own
 * page parts carry (lib/content/schema/componentRegistry.ts `reservedIds`) is refused here as it is
 * when written by hand: the element would take that part's place (the form's "Thank you!" was drawn
 * inside such a heading, and the real message region stayed silent).
 *
 * Refused rather than given another id: a link to `#toast-region` or `#navigation`, written by an
 * editor for the heading or by the site for its own part (the skip link), would still land on only
 * one of the two, and a quietly changed id would break the links the check accepts for the heading.
 */
import type { Heading } from 'mdast'
import { toString as textOf } from 'mdast-util-to-string'
import type { ContentProblem } from '../model/problems.ts'
import type { SiteContent } from '../model/content.ts'
import { reservedIds } from '../schema/componentRegistry.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { slugify } from '../../text/slugify.ts'

const taken = (id: string) =>
  `which belongs to a part of every page the site draws itself (its menu, messages or search): it would take that part's place, and links to \`#${id}\` would go to only one of the two.`

/** Why this heading cannot stay as written, or undefined. */
export function headingIdProblem(heading: Heading): string | undefined {
  const text = textOf(heading)
  const id = slugify(text)
  if (!reservedIds.has(id)) return undefined
  return `the heading "${text}" gets the id \`${id}\`, ${taken(id)} Reword the heading, e.g. "${text} Details".`
}

/** The attorneys' and glossary terms' ids, at the line of the name or the file. */
export function entryIdProblems(content: Pick<SiteContent, 'attorneys' | 'glossary'>): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const { file, data, frontmatter } of content.attorneys) {
    const id = slugify(data.name)
    if (reservedIds.has(id))
      problems.push({
        file,
        line: findYamlLine(frontmatter, ['name']) + 1,
        message: `the name "${data.name}" gives the attorney's block on the attorneys page the id \`${id}\`, ${taken(id)} Write the name in full, e.g. with a first name or initial.`,
      })
  }
  for (const { file, slug } of content.glossary)
    if (reservedIds.has(slug))
      problems.push({
        file,
        line: 1,
        message: `the file name \`${slug}\` gives the term's card in the glossary the id \`${slug}\`, ${taken(slug)} Rename the file, e.g. to \`${slug}-term.mdx\` (and its name in other terms' \`relatedTerms\`).`,
      })
  return problems
}
