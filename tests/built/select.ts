/**
 * CSS selectors on a parsed page, the subset the tests write: type, `#id`, `.class`, attributes
 * (`[a]`, `[a="v"]`, `^=`, `$=`, `*=`, `~=`), `:first-child`, `:last-child`, `:nth-child(n)`,
 * `:not(simple)`, the descendant (space) and child (`>`) combinators, and lists (`a, b`).
 * Anything else throws, naming the selector, so a test never silently matches nothing.
 */
import { attr, childElements, descendants, parentElement, type Element, type Root } from './dom.ts'

type Test = (el: Element) => boolean
interface Step {
  test: Test
  /** How this compound relates to the one before it. */
  combinator: ' ' | '>'
}

const cache = new Map<string, Step[][]>()

export function selectAll(root: Root, selector: string): Element[] {
  const compiled = compile(selector)
  return descendants(root).filter((el) => compiled.some((steps) => matchesFrom(el, steps, steps.length - 1)))
}

export function select(root: Root, selector: string): Element | undefined {
  return selectAll(root, selector)[0]
}

export function matches(el: Element, selector: string): boolean {
  return compile(selector).some((steps) => matchesFrom(el, steps, steps.length - 1))
}

function matchesFrom(el: Element, steps: Step[], i: number): boolean {
  const step = steps[i]!
  if (!step.test(el)) return false
  if (i === 0) return true
  if (step.combinator === '>') {
    const parent = parentElement(el)
    return !!parent && matchesFrom(parent, steps, i - 1)
  }
  for (let a = parentElement(el); a; a = parentElement(a)) if (matchesFrom(a, steps, i - 1)) return true
  return false
}

function compile(selector: string): Step[][] {
  let compiled = cache.get(selector)
  if (!compiled) {
    compiled = splitTopLevel(selector, ',').map((complex) => parseComplex(complex.trim(), selector))
    cache.set(selector, compiled)
  }
  return compiled
}

function parseComplex(complex: string, whole: string): Step[] {
  const steps: Step[] = []
  let combinator: Step['combinator'] = ' '
  for (const token of splitTopLevel(complex.replace(/\s*>\s*/g, ' > '), ' ').filter(Boolean)) {
    if (token === '>') combinator = '>'
    else {
      steps.push({ test: parseCompound(token, whole), combinator })
      combinator = ' '
    }
  }
  if (!steps.length) throw new Error(`empty selector in "${whole}"`)
  return steps
}

const PART =
  /^(?:([a-z][a-z0-9-]*|\*)|#([\w-]+)|\.([\w-]+)|\[([\w-]+)(?:([~^$*]?=)(?:"([^"]*)"|'([^']*)'|([^\]]*)))?\]|:(first-child|last-child)|:nth-child\((\d+)\)|:not\(([^()]*)\))/i

function parseCompound(compound: string, whole: string): Test {
  const tests: Test[] = []
  let rest = compound
  while (rest) {
    const m = PART.exec(rest)
    if (!m) throw new Error(`tests/built/select.ts does not read "${rest}" in the selector "${whole}"`)
    rest = rest.slice(m[0].length)
    const [, tag, id, cls, name, op, v1, v2, v3, position, nth, not] = m
    if (tag) tests.push(tag === '*' ? () => true : (el) => el.tagName === tag.toLowerCase())
    else if (id) tests.push((el) => attr(el, 'id') === id)
    else if (cls) tests.push((el) => (attr(el, 'class') ?? '').split(/\s+/).includes(cls))
    else if (name) tests.push(attributeTest(name.toLowerCase(), op, v1 ?? v2 ?? v3))
    else if (position === 'first-child') tests.push((el) => siblings(el)[0] === el)
    else if (position === 'last-child') tests.push((el) => siblings(el).at(-1) === el)
    else if (nth) tests.push((el) => siblings(el).indexOf(el) === Number(nth) - 1)
    else if (not !== undefined) {
      const inner = parseCompound(not.trim(), whole)
      tests.push((el) => !inner(el))
    }
  }
  return (el) => tests.every((t) => t(el))
}

function attributeTest(name: string, op: string | undefined, value = ''): Test {
  return (el) => {
    const actual = attr(el, name)
    if (actual === undefined) return false
    if (!op) return true
    if (op === '=') return actual === value
    if (op === '^=') return !!value && actual.startsWith(value)
    if (op === '$=') return !!value && actual.endsWith(value)
    if (op === '*=') return !!value && actual.includes(value)
    return actual.split(/\s+/).includes(value)
  }
}

const siblings = (el: Element) => (el.parentNode ? childElements(el.parentNode as Element) : [el])

/** Splits on `separator` outside brackets, parentheses and quotes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote = ''
  let current = ''
  for (const ch of text) {
    if (quote) quote = ch === quote ? '' : quote
    else if (ch === '"' || ch === "'") quote = ch
    else if (ch === '[' || ch === '(') depth++
    else if (ch === ']' || ch === ')') depth--
    else if (ch === separator && depth === 0) {
      parts.push(current)
      current = ''
      continue
    }
    current += ch
  }
  parts.push(current)
  return parts
}
