/**
 * Postbuild's check of the islands (islands/islandRecord.ts): every built page must hold
 * exactly the islands its build rendered, in order, and its record of them, as the build recorded
 * it. An element marked as an island that the build did not render (a `<div data-island>` written
 * into a page's text) would otherwise reach visitors: the browser refuses to hydrate such a page
 * (islands/hydrateIslands.ts), and this stops the build before, naming the file and the element.
 *
 * The HTML is read as a browser reads it (parse5, the WHATWG parsing algorithm): attribute names
 * in any letter case, entities decoded, nothing inside a comment or `<textarea>`; an island inside
 * a `<template>` or `<noscript>` (which a browser running scripts never shows) is refused too.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse, type DefaultTreeAdapterTypes } from 'parse5'
import { builtPages, type BuiltPage, type HtmlDocument } from './builtPages.ts'
import {
  islandRecordJson,
  islandRecordScript,
  ISLAND_RECORD_FILE,
  ISLAND_RECORD_ID,
  type PageIslands,
  type RecordedIsland,
} from '../islands/islandRecord.ts'
import { movePropsOut } from './islandProps.ts'

type Element = DefaultTreeAdapterTypes.Element
type ParentNode = DefaultTreeAdapterTypes.ParentNode

/** The attributes the island code reads or once read: an element carrying one is an island element. */
const ISLAND_ATTRIBUTES = ['data-island', 'data-props', 'data-props-src']

/**
 * Where an island element or a record could be: an attribute name is never written with entities,
 * so each island attribute a browser would read has one of these words in the page's text.
 */
const MARKS = new RegExp(`data-island|data-props|${ISLAND_RECORD_ID}`, 'gi')

interface Found {
  element: Element
  /** Inside a `<template>` or a `<noscript>`: the browser has no such element. */
  hidden: boolean
}

export interface IslandProblem {
  /** The line of the element at fault, when there is one. */
  line?: number
  text: string
}

/**
 * What is wrong with one page's islands; empty when the page holds them as recorded. `parsed`: the
 * page's tree when another check parses it too (./builtPages.ts), so it is parsed once.
 */
export function islandProblems(
  html: string,
  expected: RecordedIsland[],
  parsed: () => HtmlDocument = () => parse(html, { sourceCodeLocationInfo: true }),
): IslandProblem[] {
  // The record as the build wrote it, or after postbuild moved large props to files (scripts/islandProps.ts).
  const records = [islandRecordJson(expected), islandRecordJson(movePropsOut(expected).islands)]
  if (asBuilt(html, expected, records)) return []
  const document = parsed()
  const found = elements(document, false).filter(({ element }) => isIslandElement(element))
  if (/<noscript/i.test(html)) {
    // A browser running scripts reads what is inside <noscript> as text; one that runs none, as elements.
    const seen = new Set(found.map(({ element }) => offset(element)))
    const withoutScripts = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false })
    for (const { element } of elements(withoutScripts, false))
      if (isIslandElement(element) && !seen.has(offset(element))) found.push({ element, hidden: true })
  }
  const at = (element: Element, text: string): IslandProblem => ({
    line: element.sourceCodeLocation?.startLine,
    text: `${startTag(html, element)} ${text}`,
  })
  const problems: IslandProblem[] = []
  const unexpected: Element[] = []
  let next = 0
  for (const { element, hidden } of found) {
    if (hidden) {
      problems.push(
        at(element, 'is an island element inside a <template> or <noscript>, where the build never puts one.'),
      )
      continue
    }
    // The build writes each island as React renders <div data-island="Name">, its props in the page's record:
    // an element written otherwise is none of them, whatever its name (so the message names the forged one).
    const name = expected[next]?.name
    if (name && startTag(html, element) === `<div data-island="${name}">`) next++
    else unexpected.push(element)
  }
  for (const element of unexpected)
    problems.push(
      at(element, 'is marked as an island (an interactive part), but the build rendered no such island here.'),
    )
  for (const island of expected.slice(next))
    problems.push({
      text: `the build rendered the island ${island.name} on this page, but the page does not hold it where a browser finds it.`,
    })
  problems.push(...recordProblems(document, expected, records, at))
  return problems
}

/**
 * Whether the page's text is exactly as the build writes it: each mark (MARKS) is the `data-island`
 * of one recorded island's `<div data-island="Name">`, in order, or the id of its record script, in
 * `<head>`; and no element whose content a browser does not make elements of (`<template>`,
 * `<noscript>`, `<iframe>`, ...) could hide an island. Then a browser finds exactly the recorded
 * islands and nothing else, and the page need not be parsed (2 ms each, 4 s at 2,000 pages).
 * Anything else, even harmless (the words in a page's text), is parsed and judged as a browser would.
 */
function asBuilt(html: string, expected: RecordedIsland[], records: string[]): boolean {
  const marks = [...html.matchAll(MARKS)].map((m) => m.index)
  if (!expected.length) return !marks.length
  if (/<(noscript|template|iframe|xmp|noembed|noframes|plaintext)\b/i.test(html)) return false
  const allowed: number[] = []
  const record = records.map((json) => html.indexOf(`>${json}</script>`)).find((i) => i >= 0) ?? -1
  const script = islandRecordScript([]).replace('>[]</script>', '')
  if (record < 0 || record > html.search(/<body\b/i) || !html.startsWith(script, record - script.length)) return false
  allowed.push(record - script.length + script.indexOf(ISLAND_RECORD_ID))
  let from = record
  for (const { name } of expected) {
    const at = html.indexOf(`<div data-island="${name}">`, from)
    if (at < 0) return false
    allowed.push(at + '<div '.length)
    from = at + 1
  }
  return marks.length === allowed.length && marks.every((at, i) => at === allowed[i])
}

/** The page's record script: one, a child of `<head>`, holding what the build recorded; none on a page without islands. */
function recordProblems(
  document: ParentNode,
  expected: RecordedIsland[],
  accepted: string[],
  at: (element: Element, text: string) => IslandProblem,
): IslandProblem[] {
  const records = elements(document, false)
    .map(({ element }) => element)
    .filter(
      (element) =>
        attribute(element, 'id') === ISLAND_RECORD_ID &&
        (element.tagName === 'script' || element.parentNode?.nodeName === 'head'),
    )
  if (!expected.length)
    return records.map((element) => at(element, 'is an island record, on a page where the build rendered no island.'))
  const [record, ...others] = records
  if (!record) return [{ text: 'the page has lost the record of its islands (a script in its <head>).' }]
  const problems = others.map((element) => at(element, 'is a second island record: the build writes one.'))
  const text = record.childNodes.map((node) => ('value' in node ? node.value : '')).join('')
  if (record.tagName !== 'script' || record.parentNode?.nodeName !== 'head' || !accepted.includes(text))
    problems.push(at(record, 'is not the record of islands the build wrote for this page.'))
  return problems
}

/** Every element under `node` in document order; a `<template>`'s content too, marked hidden. */
function elements(node: ParentNode, hidden: boolean, out: Found[] = []): Found[] {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue
    out.push({ element: child, hidden })
    elements(child, hidden, out)
    if ('content' in child) elements(child.content, true, out)
  }
  return out
}

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value

const isIslandElement = (element: Element) => element.attrs.some((a) => ISLAND_ATTRIBUTES.includes(a.name))

const offset = (element: Element) => element.sourceCodeLocation?.startOffset ?? -1

/** The element's start tag as the page has it, shortened. */
function startTag(html: string, element: Element): string {
  const tag = element.sourceCodeLocation?.startTag
  const text = tag ? html.slice(tag.startOffset, tag.endOffset) : `<${element.tagName}>`
  return text.length > 160 ? `${text.slice(0, 157)}...` : text
}

/** The record the build wrote while pre-rendering (islands/writeIslandRecord.ts), by address. */
export function readIslandRecord(file = ISLAND_RECORD_FILE): Map<string, PageIslands> {
  if (!existsSync(file))
    throw new Error(
      `${file} is missing: pre-rendering writes it, and postbuild checks the pages against it. Run the whole build (npm run build).`,
    )
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean)
  return new Map(lines.map((line) => JSON.parse(line) as PageIslands).map((page) => [page.url, page]))
}

/** The address a built HTML file answers (`a/index.html` -> `/a`, `404.html` -> `/404`). */
export function urlOfHtmlFile(relative: string): string {
  const url = `/${relative.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '')
  return url || '/'
}

/** One built page's problems as `file:line (from content file): what is wrong`. */
export function pageIslandProblems(page: BuiltPage, recorded: PageIslands | undefined): string[] {
  const from = recorded?.file ? ` (from ${recorded.file})` : ''
  return islandProblems(page.html, recorded?.islands ?? [], page.located).map(
    ({ line, text }) => `${page.file}${line ? `:${line}` : ''}${from}: ${text}`,
  )
}

/** Every built page's problems (postbuild reads the pages once for all its checks: scripts/postbuild.ts). */
export function builtIslandProblems(out: string, record: Map<string, PageIslands>): string[] {
  const problems: string[] = []
  for (const page of builtPages(out))
    problems.push(...pageIslandProblems(page, record.get(urlOfHtmlFile(page.relative))))
  return problems
}
