/**
 * Reads one MDX content file: its frontmatter as YAML (never run as code: ./frontmatterEngines.ts),
 * its body into a syntax tree and its facts (./mdxFacts.ts), and, for a `text` body, its plain-text
 * blocks (./plainText.ts). Judges nothing: the checks hold the fields to their schema and the body
 * to the rules (check/entryChecks.ts). Returns undefined, with the reason in `problems`, for a file
 * whose frontmatter cannot be read at all.
 */
import matter from 'gray-matter'
import type { ContentProblem } from '../model/problems.ts'
import type { BodyKind, ReadEntry } from '../model/entries.ts'
import { explainYamlError } from './explainYamlError.ts'
import { readMdxBody } from './mdxFacts.ts'
import { frontmatterEngines, frontmatterLanguage, wrongLanguageMessage } from './frontmatterEngines.ts'
import { readTextBlocks } from './plainText.ts'

export function readEntry(
  file: string,
  text: string,
  bodyKind: BodyKind,
  problems: ContentProblem[],
): ReadEntry | undefined {
  // A byte-order mark (Notepad's) is not part of the text; the content reader drops it too.
  const source = text.replace(/^\uFEFF/, '')
  const slug = file
    .split('/')
    .pop()!
    .replace(/\.mdx$/, '')
  if (!source.startsWith('---')) {
    problems.push({
      file,
      line: 1,
      message: 'the file must start with frontmatter: a line `---`, the fields (`title: ...`), and another line `---`.',
    })
    return undefined
  }
  const language = frontmatterLanguage(source)
  if (language) {
    problems.push({ file, line: 1, message: wrongLanguageMessage(language) })
    return undefined
  }
  let parsed: matter.GrayMatterFile<string>
  try {
    // Options (a fresh object) also keep gray-matter from caching by content and handing back stale data.
    parsed = matter(source, { language: 'yaml', engines: frontmatterEngines })
  } catch (error) {
    // As gray-matter hands it to the YAML reader: from the line break after `---`, so that line n
    // of this text is line n of the file.
    const yaml = (source.split('\n---')[0] ?? '').replace(/^---/, '')
    problems.push(explainYamlError(error, yaml, file, 0, 'the frontmatter'))
    return undefined
  }
  // gray-matter's text starts with the line break after the opening `---`: without it, line n
  // of this text is line n + 1 of the file (what every caller's offset assumes).
  const frontmatter = parsed.matter.replace(/^\r?\n/, '')
  const bodyOffset = source.slice(0, source.length - parsed.content.length).split('\n').length - 1
  const body = readMdxBody(parsed.content, file, bodyOffset)
  const entry: ReadEntry = {
    file,
    slug,
    fields: parsed.data,
    source,
    body: parsed.content,
    frontmatter,
    bodyOffset,
    facts: body.facts,
    tree: body.tree,
    problems: body.problems,
  }
  if (bodyKind === 'text') {
    const textProblems: ContentProblem[] = []
    // A body that cannot be parsed has no blocks; reading it said why.
    entry.plainText = {
      blocks: body.tree ? readTextBlocks(body.tree, file, bodyOffset, textProblems) : [],
      problems: textProblems,
    }
  }
  return entry
}
