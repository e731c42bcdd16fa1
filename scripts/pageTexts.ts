/**
 * What a reader reads on a built page, from its tree as a browser parses it (./builtPages.ts): the
 * text of each block (a paragraph, heading, list item, cell, button...), read across inline elements
 * (`speci<b>al</b>ists` is one word) as the browser draws them, with the line of the page where each
 * character is; and the page's title, its description (what search results show) and the texts
 * that stand for an element (`alt`, `aria-label`, `placeholder`). Nothing a reader never sees is
 * read: scripts, styles, templates, `<noscript>`, and elements marked `hidden`.
 */
import type { DefaultTreeAdapterTypes } from 'parse5'
import { LinedTexts, type LinedText } from '../lib/text/linedText.ts'
import type { HtmlDocument } from './builtPages.ts'

type Node = DefaultTreeAdapterTypes.ChildNode
type Element = DefaultTreeAdapterTypes.Element

const UNSEEN = new Set(['script', 'style', 'template', 'noscript'])
/** Elements drawn inside the line of text around them: a reader reads across them. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data del dfn em font i ins kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
)
/** Attributes whose text stands for the element, read by a screen reader or shown in a field. */
const STANDS_FOR = ['alt', 'aria-label', 'placeholder']

export function pageTexts(document: HtmlDocument): { language: string; texts: LinedText[] } {
  const built = new LinedTexts()
  const add = (value: string, line: number) => built.add(value, line)
  const end = () => built.end()
  const lineOf = (node: Node) => node.sourceCodeLocation?.startLine ?? 1
  const visit = (node: Node) => {
    if (node.nodeName === '#text') return add((node as DefaultTreeAdapterTypes.TextNode).value, lineOf(node))
    if (!('tagName' in node)) return
    const element = node as Element
    if (UNSEEN.has(element.tagName) || attribute(element, 'hidden') !== undefined) return
    if (element.tagName === 'br') return add('\n', lineOf(node))
    if (element.tagName === 'meta' && attribute(element, 'name') === 'description')
      return standAlone(attribute(element, 'content'), lineOf(node))
    for (const name of STANDS_FOR) standAlone(attribute(element, name), lineOf(node))
    const inline = INLINE.has(element.tagName)
    if (!inline) end()
    for (const child of element.childNodes) visit(child)
    if (!inline) end()
  }
  const standAlone = (text: string | undefined, line: number) => {
    if (text) built.push(text, line)
  }
  for (const child of document.childNodes) visit(child)
  end()
  const html = document.childNodes.find((node): node is Element => 'tagName' in node && node.tagName === 'html')
  return { language: (html && attribute(html, 'lang')) ?? 'en', texts: built.texts }
}

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value
