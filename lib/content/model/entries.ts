/** The entries the stages pass on: what reading makes of an MDX file, and the checked entry the site uses. */
import type { Root } from 'mdast'
import type { ContentProblem } from './problems.ts'
import type { MdxFacts } from './mdxFacts.ts'
import type { TextBlock } from '../schema/listViewTypes.ts'
import type { Language } from '../schema/language.ts'
import type { BodyKind, CollectionName } from '../schema/collectionRegistry.ts'

/** The collections of MDX entries (declared in schema/collectionRegistry.ts); each has its Spanish files in the same folder under content/es/. */
export type { BodyKind, CollectionName }

/**
 * Where the pipeline found an MDX file: its collection and its language (content/es/ holds the
 * Spanish). The pipeline hands it to the compile step and keeps it for every file it listed, so no
 * later step has to tell a file's collection from its path.
 */
export interface EntryOrigin {
  collection: CollectionName
  language: Language
}

/** An MDX file as read: its frontmatter's fields not yet judged, its body parsed. */
export interface ReadEntry {
  file: string
  slug: string
  /** The frontmatter's fields as YAML gave them (the checks hold them to the collection's schema). */
  fields: unknown
  /** The whole file's text (the compiler names it in its messages). */
  source: string
  body: string
  /** The raw frontmatter text, for finding the line of a key. */
  frontmatter: string
  /** Lines of the file before the body (a body line + this = the file's line). */
  bodyOffset: number
  facts: MdxFacts
  /** The body's syntax tree; undefined when it could not be read (the reason is in `problems`). */
  tree: Root | undefined
  /** Why the file or its body could not be read. */
  problems: ContentProblem[]
  /**
   * A `text` body's blocks, and what is wrong with it as plain text: check/checkLists.ts reports
   * those problems with the other FAQ and glossary checks.
   */
  plainText?: { blocks: TextBlock[]; problems: ContentProblem[] }
}

/** An entry whose frontmatter passed its schema: `data` is typed. What the site uses. */
export interface ContentEntry<T> {
  file: string
  slug: string
  data: T
  body: string
  frontmatter: string
  bodyOffset: number
  /** What reading found in the body (links, anchors, components, forms). */
  analysis: MdxFacts
  /** An `mdx` body compiled to JavaScript (compile/compileBody.ts) when it passed its checks. */
  compiled?: string
  plainText?: { blocks: TextBlock[]; problems: ContentProblem[] }
}
