/**
 * Which written values are words a reader reads, for the advertising rules: decided by the field's
 * name (the key in YAML or frontmatter, the prop of a component), because one schema's `z.string()`
 * is a title and another's an id. These hold addresses, ids, slugs, phone numbers, e-mail addresses,
 * photo names, file hashes or settings, never a sentence, and are not judged; every other string is.
 * A new field of that kind belongs here; a new field of words needs nothing.
 */

const NOT_WORDS = new Set([
  // addresses and files
  'href',
  'to',
  'url',
  'siteUrl',
  'src',
  'path',
  'aliases',
  'canonical',
  'image',
  'photo',
  'moreHref',
  // ids, slugs and references to other content
  'id',
  'translationOf',
  'relatedTerms',
  'municipalities',
  'caseTypes',
  'defaultCaseType',
  'lists',
  'region',
  'office',
  'form',
  // phone numbers, e-mail addresses, codes
  'tel',
  'display',
  'extension',
  'email',
  'zip',
  'state',
  'youtubeId',
  'hubspotPortalId',
  'hubspotFormId',
  'sourceHash',
  // settings of a component or form
  'kind',
  'variant',
  'icon',
  'tone',
  'className',
  'line',
  'columns',
  'ratio',
  'level',
  'headingLevel',
])

/** Groups whose every value is of that kind: site.yaml's `emails` and `phones`, and `leadForm`'s account ids. */
const NOT_WORDS_GROUPS = new Set(['emails', 'phones', 'leadForm'])

/** Whether the value at `path` (its keys and list positions from the file's top) is words a reader reads. */
export function holdsWords(path: readonly (string | number)[]): boolean {
  const key = [...path].reverse().find((segment) => typeof segment === 'string')
  if (key !== undefined && NOT_WORDS.has(key)) return false
  return !path.some((segment) => typeof segment === 'string' && NOT_WORDS_GROUPS.has(segment))
}
