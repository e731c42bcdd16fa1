/**
 * No two entries of a collection with the same name: a glossary `term`, an FAQ `question`, an
 * attorney `name` (compared trimmed and without case: "Negligence" and "negligence " are one term).
 * The second file is refused at its line, naming the first. Adds to `problems`.
 */
import type { ContentEntries } from '../model/content.ts'
import type { ContentProblem } from '../model/problems.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { collectionNames, collections, type NamedCollection } from '../schema/collectionRegistry.ts'

export type { NamedCollection }

/** The field each named collection is named by (its `namedBy` in schema/collectionRegistry.ts), and what to call it in a message. */
export const NAMED_BY = /* @__PURE__ */ Object.fromEntries(
  collectionNames.flatMap((name) => {
    const declared = collections[name]
    return 'namedBy' in declared ? [[name, declared.namedBy]] : []
  }),
) as Record<NamedCollection, { field: string; what: string }>

export function isNamedCollection(name: unknown): name is NamedCollection {
  return typeof name === 'string' && Object.hasOwn(NAMED_BY, name)
}

/** How two names are compared. */
export const sameNameKey = (name: string): string => name.trim().toLowerCase()

/** The sentence refusing a name another entry already has (`owner`: `file:line`). */
export function duplicateNameMessage(collection: NamedCollection, name: string, owner: string): string {
  const { field, what } = NAMED_BY[collection]
  return `${what} "${name.trim()}" is already the \`${field}\` of ${owner}. Each ${what} can be written once: change this one, or remove this file and add what it says to that one.`
}

export function checkDuplicateNames(content: ContentEntries, problems: ContentProblem[]): void {
  for (const collection of collectionNames) {
    if (!isNamedCollection(collection)) continue
    const { field } = NAMED_BY[collection]
    const owners = new Map<string, string>()
    for (const entry of content[collection]) {
      const name = String((entry.data as Record<string, unknown>)[field])
      // Line n of `frontmatter` is line n + 1 of the file (after the opening `---`).
      const line = findYamlLine(entry.frontmatter, [field]) + 1
      const owner = owners.get(sameNameKey(name))
      if (owner) problems.push({ file: entry.file, line, message: duplicateNameMessage(collection, name, owner) })
      else owners.set(sameNameKey(name), `${entry.file}:${line}`)
    }
  }
}
