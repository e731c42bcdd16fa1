/**
 * The checks `npm run check` runs on an MDX body on its own: its syntax (lib/content/read/mdxFacts.ts),
 * the body rules (lib/content/check/bodyRules.ts: no code, the components and their props, addresses,
 * the results disclaimer) and the advertising rules on the body as it renders
 * (lib/content/check/advertising/checkAdvertising.ts: "specialist", the no-fee asterisk, promises of
 * results, superlatives); with the
 * site index, its links, its photos (`<Photo src>`, `<Hero photo>`) and a page's components naming its forms (./formsCheck.ts). Each message
 * in `npm run check`'s words, at the line of the file (`lineOffset`: the lines before the body), which
 * the body editor's gutter shows.
 */
import { checkBodyAdvertising } from '../content/check/advertising/checkAdvertising.ts'
import { checkBodyRules } from '../content/check/bodyRules.ts'
import type { Language } from '../content/schema/language.ts'
import { isPageSchema, schemaLanguage } from './contentSchemas.ts'
import { readMdxBody } from '../content/read/mdxFacts.ts'
import { findUnclosedTags, type BodyProblem } from './unclosedTags.ts'
import type { EditedEntry } from './editedEntry.ts'
import { pageFormsProblems } from './formsCheck.ts'
import { loadedSiteIndex } from './loadedSiteIndex.ts'
import { linkProblem, photoProblem } from './siteCheck.ts'
import { isPhotoName } from '../content/schema/photoName.ts'
import { languageLinkProblem } from './languageLinkCheck.ts'
import type { IndexedPage, SiteIndex } from '../content/model/siteIndex.ts'
import type { MdxFacts } from '../content/model/mdxFacts.ts'

export type { BodyProblem, EditedEntry }

const BODY = 'body'

/** A page's record as it will be saved (undefined for an entry that is no page, or a new one). */
function editedPage(entry: EditedEntry, facts: MdxFacts): IndexedPage | undefined {
  if (typeof entry.path !== 'string' || entry.file === undefined) return undefined
  const aliases = Array.isArray(entry.aliases) ? entry.aliases.filter((a) => typeof a === 'string') : []
  return {
    file: entry.file,
    links: [],
    addresses: [entry.path, ...aliases].map((url, i) => ({ url, line: 0, kind: i ? 'alias' : 'path' })),
    anchors: [...facts.anchors],
    usesAttorneyAnchors: facts.usesAttorneyAnchors,
    usesGlossaryAnchors: facts.usesGlossaryAnchors,
  }
}

/**
 * Every problem of the body, by line; with the site index (loaded by the editor: ./loadedSiteIndex.ts),
 * also every link and `#anchor` that leads nowhere or (from a page) into the other language, and on
 * a page every component naming a form its `forms:` lacks or does not fit. `entry`: the entry being edited, whose old record in the index gives
 * way to this one (a page's addresses and forms from its form, its anchors from this body).
 * `language`: the body's, by the entry's collection unless given (a Spanish body needs the Spanish
 * results sentence).
 */
export function bodyProblems(
  body: string,
  lineOffset = 0,
  site: SiteIndex | undefined = loadedSiteIndex(),
  entry?: EditedEntry,
  language: Language = schemaLanguage(entry?.schema),
): BodyProblem[] {
  const read = readMdxBody(body, BODY, lineOffset)
  // A body the parser gave up on: an unclosed component is named where it was opened, rather
  // than at the `{` or `<` where the parser stopped.
  const unclosed = read.tree ? [] : findUnclosedTags(body, lineOffset)
  const syntax = unclosed.length ? unclosed : read.problems
  const rules = read.tree
    ? [
        ...checkBodyRules(read.tree, BODY, lineOffset, language),
        ...checkBodyAdvertising(read.tree, BODY, lineOffset, language),
      ]
    : []
  const links = site
    ? read.facts.links.flatMap(({ url, line }) => {
        const message =
          linkProblem(site, url, entry?.file, entry && editedPage(entry, read.facts)) ??
          languageLinkProblem(site, url, entry)
        return message ? [{ file: BODY, line, message }] : []
      })
    : []
  const photos = site
    ? read.facts.photoRefs.flatMap(({ src, line }) => {
        // A name that is no photo's name at all the body rules refused (check/photoElementRules.ts).
        const message = isPhotoName(src) ? photoProblem(site, src) : undefined
        return message ? [{ file: BODY, line, message }] : []
      })
    : []
  const forms =
    entry && isPageSchema(entry.schema) && read.tree
      ? pageFormsProblems(entry.forms, read.facts.formRefs, site, read.facts.components.has('Hero')).body
      : []
  return [...syntax, ...rules, ...links, ...photos, ...forms]
    .sort((a, b) => a.line - b.line)
    .map(({ line, message }) => ({ line, message }))
}

/** The problems as sentences: `Line 36: ...`. */
export function checkBody(body: string, lineOffset = 0, entry?: EditedEntry, language?: Language): string[] {
  return bodyProblems(body, lineOffset, loadedSiteIndex(), entry, language).map(
    (problem) => `Line ${problem.line}: ${problem.message}`,
  )
}
