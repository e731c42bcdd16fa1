/**
 * Reading a parsed page (parse5's tree, as a browser builds it from the HTML) the way the browser
 * tests read the live page: elements in document order, attributes, and text, both as
 * `textContent` (what Playwright's toHaveText/toContainText compare) and as a browser would lay it
 * out in lines (`innerText`: nothing of scripts, templates or `hidden` elements, blocks on lines of
 * their own). Layout is not known here: CSS that hides an element is not seen.
 */
import type { DefaultTreeAdapterTypes } from 'parse5'

export type Element = DefaultTreeAdapterTypes.Element
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document | DefaultTreeAdapterTypes.Element
export type Root = DefaultTreeAdapterTypes.Document | Element

export const isElement = (node: unknown): node is Element =>
  typeof node === 'object' && node !== null && 'tagName' in node

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value
}

/** The element children (a `<template>`'s content is not the page's: left out, as the browser's DOM does). */
export function childElements(node: Node): Element[] {
  return 'childNodes' in node ? node.childNodes.filter(isElement) : []
}

/** Every element under `root`, in document order. */
export function descendants(root: Root): Element[] {
  const found: Element[] = []
  const walk = (node: Node) => {
    for (const child of childElements(node)) {
      found.push(child)
      walk(child)
    }
  }
  walk(root)
  return found
}

export const parentElement = (el: Element): Element | undefined =>
  isElement(el.parentNode) ? el.parentNode : undefined

/** The text of every text node under `node`, as the DOM's `textContent` (scripts' text included). */
export function textContent(node: Node): string {
  if ('value' in node && node.nodeName === '#text') return node.value
  return 'childNodes' in node ? node.childNodes.map((child) => textContent(child as Node)).join('') : ''
}

/** `textContent` with its white space collapsed and trimmed, as Playwright compares text. */
export const text = (node: Node) => textContent(node).replace(/\s+/g, ' ').trim()

const NOT_SHOWN = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'meta', 'link'])
const BLOCKS = new Set(
  'address article aside blockquote caption details dialog dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr legend li main nav ol p pre section summary table tbody thead tfoot tr ul'.split(
    ' ',
  ),
)

/** The site's display classes (Tailwind) that make a box a block at the smallest screen. */
const BLOCK_CLASSES = new Set(['block', 'flex', 'grid', 'table', 'flow-root', 'list-item'])
/** The classes whose children are laid out as blocks (flex and grid items). */
const BLOCKIFYING_CLASSES = new Set(['flex', 'grid', 'inline-flex', 'inline-grid'])
const classesOf = (el: Element) => (attr(el, 'class') ?? '').split(/\s+/)

/** Whether the browser lays the element out as a block (without the stylesheet: its tag and its display classes). */
function isBlock(el: Element): boolean {
  if (BLOCKS.has(el.tagName) || classesOf(el).some((c) => BLOCK_CLASSES.has(c))) return true
  const parent = parentElement(el)
  return !!parent && classesOf(parent).some((c) => BLOCKIFYING_CLASSES.has(c))
}

/**
 * The text as the browser's `innerText` gives it, near enough for the checks that use it: blocks
 * (by tag and display class) on their own lines, cells apart, nothing from scripts, templates,
 * `<noscript>` or `hidden` elements; white space collapsed within a line.
 */
export function innerText(node: Node): string {
  const parts: string[] = []
  const walk = (n: Node) => {
    if ('value' in n && n.nodeName === '#text') parts.push(n.value.replace(/\s+/g, ' '))
    if (!isElement(n) && n.nodeName !== '#document') return
    if (isElement(n)) {
      if (NOT_SHOWN.has(n.tagName) || attr(n, 'hidden') !== undefined) return
      if (n.tagName === 'br') parts.push('\n')
      if (n.tagName === 'img') return
    }
    const block = isElement(n) && isBlock(n)
    const cell = isElement(n) && (n.tagName === 'td' || n.tagName === 'th')
    if (block) parts.push('\n')
    for (const child of 'childNodes' in n ? n.childNodes : []) walk(child as Node)
    if (block) parts.push('\n')
    if (cell) parts.push('\t')
  }
  walk(node)
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/** Hidden from everyone: under an element with `hidden` or `aria-hidden="true"` (Playwright's role queries skip these). */
export function isHiddenFromAll(el: Element): boolean {
  for (let e: Element | undefined = el; e; e = parentElement(e))
    if (attr(e, 'hidden') !== undefined || attr(e, 'aria-hidden') === 'true') return true
  return false
}

/** The heading levels of `h1`...`h6` under `root`, in document order. */
export function headingLevels(root: Root): number[] {
  return descendants(root)
    .filter((el) => /^h[1-6]$/.test(el.tagName))
    .map((el) => Number(el.tagName[1]))
}
