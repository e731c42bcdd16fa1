/** Reads one MDX content file: frontmatter through gray-matter and its zod schema, body through the MDX analysis. */
import matter from 'gray-matter'
import type { z } from 'zod'
import type { ContentProblem } from '../errors.ts'
import { explainYamlError } from './explainYamlError.ts'
import { checkAdvertisingRules } from '../checks/advertising/advertisingRules.ts'
import { describeIssues } from './describeIssue.ts'
import { parseAndAnalyzeMdx, type MdxAnalysis } from './mdxAnalysis.ts'
import { frontmatterEngines, frontmatterLanguage, wrongLanguageMessage } from './frontmatterEngines.ts'
import { readTextBlocks } from './plainText.ts'
import type { TextBlock } from '../schema/listViewTypes.ts'
import type { Root } from 'mdast'

/**
 * Turns a body's syntax tree into JavaScript (the store's: compileBody.ts), so each body is
 * parsed once for both the checks and the compile. Returns a problem's message if it fails.
 */
export type BodyCompiler = (tree: Root, source: string, file: string) => { code: string } | { error: string }

/**
 * How the site shows a collection's bodies: `mdx` (pages, attorney bios) are compiled and
 * rendered with the site's components; `text` (FAQ answers, glossary definitions) become plain
 * text blocks, read from the same parse and never compiled.
 */
export type BodyKind = 'mdx' | 'text'

export interface ReadOptions {
  body: BodyKind
  /** Compiles each `mdx` body that has no problems (the content store's; `npm run check` does not compile). */
  compile?: BodyCompiler
}

export interface RawEntry<T> {
  file: string
  slug: string
  data: T
  body: string
  /** The raw frontmatter text, for finding the line of a key. */
  frontmatter: string
  /** Lines of the file before the body (a body line + this = the file's line). */
  bodyOffset: number
  analysis: MdxAnalysis
  /** An `mdx` body compiled to JavaScript, when the content was read with a BodyCompiler (the store). */
  compiled?: string
  /**
   * A `text` body's blocks, and what is wrong with it as plain text: checkLists.ts reports those
   * problems with the other FAQ and glossary checks.
   */
  plainText?: { blocks: TextBlock[]; problems: ContentProblem[] }
}

export function readEntry<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  problems: ContentProblem[],
  { body: bodyKind, compile }: ReadOptions,
): RawEntry<z.infer<S>> | undefined {
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
  const { analysis, tree } = parseAndAnalyzeMdx(parsed.content, file, bodyOffset)
  problems.push(...analysis.problems, ...checkAdvertisingRules(parsed.content, file, bodyOffset))
  const checked = schema.safeParse(parsed.data, { reportInput: true })
  if (!checked.success) {
    problems.push(...describeIssues(checked.error.issues, schema, frontmatter, file, 2))
    return undefined
  }
  const entry: RawEntry<z.infer<S>> = {
    file,
    slug,
    data: checked.data,
    body: parsed.content,
    frontmatter,
    bodyOffset,
    analysis,
  }
  if (bodyKind === 'text') {
    const textProblems: ContentProblem[] = []
    // A body that cannot be parsed has no blocks; the MDX analysis already reported why.
    entry.plainText = {
      blocks: tree ? readTextBlocks(tree, file, bodyOffset, textProblems) : [],
      problems: textProblems,
    }
  } else if (compile && tree && !analysis.problems.length) {
    const compiled = compile(tree, source, file)
    if ('error' in compiled) problems.push({ file, line: bodyOffset + 1, message: compiled.error })
    else entry.compiled = compiled.code
  }
  return entry
}
