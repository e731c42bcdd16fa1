/**
 * Where the body starts in its file, so that the editor numbers a body's lines as the file's
 * (the gutter, the marks and the messages say "line 36" where `npm run check` says `file:36`).
 */
import { mdxFormat } from './contentFormats.ts'
import type { EntryData, ImmutableValue } from './decapTypes.ts'
import { splitFrontmatter } from './frontmatterFile.ts'

/** The number of lines before the body's first line in the file as the entry will be written. */
export function bodyLineOffset(data: EntryData): number {
  const file = splitFrontmatter(mdxFormat.toFile(data))
  if (!file) return 0
  const blankLines = /^(?:[ \t]*\r?\n)*/.exec(file.body)![0]
  return `${file.open}${file.yaml}${file.close}${blankLines}`.split('\n').length - 1
}

/** The same for the entry Decap hands a widget (none yet: 0). */
export function entryBodyLineOffset(entry: ImmutableValue | undefined): number {
  const data = entry?.get('data') as ImmutableValue | undefined
  return data ? bodyLineOffset(data.toJS() as EntryData) : 0
}
