/**
 * Reads an MDX body the way the compiler will (remark + MDX + GFM) and collects what the
 * content checks need: syntax errors in plain words, links, anchors, components, and
 * dollar results with or without their disclaimer. Lines are those of the whole file.
 */
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkGfm from 'remark-gfm'
import type { Root, RootContent, Heading } from 'mdast'
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { allowedHtmlElements, isMdxComponentName, mdxRegistry, type MdxComponentInfo } from '../components/mdxRegistry'
import { slugify } from './slugify'
import type { ContentProblem } from './errors'
import { RESULTS_DISCLAIMER, findResultAmounts } from './results'

export interface MdxLink { url: string; line: number }
export interface MdxAnalysis {
  links: MdxLink[]
  anchors: Set<string>
  components: Set<string>
  usesAttorneyAnchors: boolean
  /** Shows /legal-glossary's terms, one anchor per term slug. */
  usesGlossaryAnchors: boolean
  problems: ContentProblem[]
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)

export function analyzeMdx(body: string, file: string, lineOffset: number): MdxAnalysis {
  const result: MdxAnalysis = { links: [], anchors: new Set(), components: new Set(), usesAttorneyAnchors: false, usesGlossaryAnchors: false, problems: [] }
  let tree: Root
  try {
    tree = parser.parse(body)
  } catch (error) {
    result.problems.push(explainSyntaxError(error, body, file, lineOffset))
    return result
  }
  const lineOf = (node: { position?: { start: { line: number } } }) => (node.position?.start.line ?? 1) + lineOffset

  interface Section { amounts: { text: string; line: number }[]; disclaimed: boolean }
  const sections: Section[] = []
  const newSection = (): Section => { const s = { amounts: [], disclaimed: false }; sections.push(s); return s }

  const visit = (nodes: RootContent[], section: Section, headingDepth: number) => {
    let current = section
    for (const node of nodes) {
      if (node.type === 'heading') {
        if ((node as Heading).depth <= 3 || headingDepth === 0) current = newSection()
        result.anchors.add(slugify(toString(node)))
      }
      if (node.type === 'link') {
        result.links.push({ url: node.url, line: lineOf(node) })
      }
      if (node.type === 'text' || node.type === 'inlineCode') {
        for (const text of findResultAmounts(node.value)) current.amounts.push({ text, line: lineOf(node) })
        if (node.value.includes(RESULTS_DISCLAIMER)) current.disclaimed = true
      }
      if (node.type === 'html') {
        result.problems.push({ file, line: lineOf(node), message: 'HTML comments `<!-- -->` do not work in MDX. Write `{/* your note */}` instead, or delete the comment.' })
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = node.name ?? ''
        const line = lineOf(node)
        let info: MdxComponentInfo = {}
        if (name && /^[A-Z]/.test(name)) {
          if (!isMdxComponentName(name)) {
            result.problems.push({ file, line, message: `unknown component \`<${name}>\`. Use one of: ${Object.keys(mdxRegistry).sort().join(', ')} (check the spelling and capital letters).` })
          } else {
            info = mdxRegistry[name]
            result.components.add(name)
          }
        } else if (name && !allowedHtmlElements.has(name)) {
          result.problems.push({ file, line, message: `the HTML element \`<${name}>\` is not allowed in content. Use Markdown or one of the site's components instead.` })
        }
        const inner = info.isSection ? newSection() : current
        if (info.showsResultsDisclaimer) inner.disclaimed = true
        if (info.anchors === 'attorneys') result.usesAttorneyAnchors = true
        if (info.anchors === 'glossary-terms') result.usesGlossaryAnchors = true
        for (const attribute of node.attributes) readAttribute(attribute, inner, line, info)
        if ('children' in node) visit(node.children as RootContent[], inner, info.isSection ? 0 : headingDepth)
        continue
      }
      if ('children' in node && Array.isArray(node.children)) visit(node.children as RootContent[], current, headingDepth)
    }
  }

  const readAttribute = (attribute: MdxJsxAttribute | MdxJsxExpressionAttribute, section: Section, line: number, info: MdxComponentInfo) => {
    if (attribute.type !== 'mdxJsxAttribute') return
    const attrLine = (attribute.position?.start.line ?? line - lineOffset) + lineOffset
    const value = attribute.value
    if (typeof value === 'string') {
      if (attribute.name === 'href' || attribute.name === 'to') result.links.push({ url: value, line: attrLine })
      if (attribute.name === 'id' && (info.anchors === 'id-prop' || !info.anchors)) result.anchors.add(value)
      for (const text of findResultAmounts(value)) section.amounts.push({ text, line: attrLine })
      if (value.includes(RESULTS_DISCLAIMER)) section.disclaimed = true
    } else if (value && typeof value === 'object') {
      const source = value.value
      const startLine = (value.position?.start.line ?? attribute.position?.start.line ?? 1) + lineOffset
      const sourceLines = source.split('\n')
      sourceLines.forEach((text, i) => {
        for (const m of text.matchAll(/\b(?:href|to)\s*:\s*['"`](\/[^'"`]*)['"`]/g)) result.links.push({ url: m[1] ?? '', line: startLine + i })
        for (const amount of findResultAmounts(text)) section.amounts.push({ text: amount, line: startLine + i })
        if (text.includes(RESULTS_DISCLAIMER)) section.disclaimed = true
      })
    }
  }

  visit(tree.children, newSection(), 0)
  for (const section of sections) {
    const first = section.amounts[0]
    if (first && !section.disclaimed) {
      result.problems.push({
        file,
        line: first.line,
        message: `the dollar result ${first.text} needs "${RESULTS_DISCLAIMER}" in the same section. Add that sentence to the section, or use a results block that shows it.`,
      })
    }
  }
  return result
}

interface SyntaxErrorLike { line?: number; reason?: string; message?: string; place?: { line?: number; start?: { line?: number } } }

function explainSyntaxError(error: unknown, body: string, file: string, lineOffset: number): ContentProblem {
  const e = error as SyntaxErrorLike
  const line = (e.line ?? e.place?.line ?? e.place?.start?.line ?? 1) + lineOffset
  const reason = e.reason ?? e.message ?? String(error)
  const sourceLine = body.split('\n')[(line - lineOffset) - 1] ?? ''
  if (/to create a comment in MDX/.test(reason) || sourceLine.includes('<!--')) {
    return { file, line, message: 'HTML comments `<!-- -->` do not work in MDX. Write `{/* your note */}` instead, or delete the comment.' }
  }
  if (/before name|after `<`|expected a character that can start a name|closing tag|expected the closing tag/i.test(reason)) {
    return { file, line, message: 'a `<` starts a component in MDX, and this one is not a complete component. To show the character itself, write `&lt;` (or the words "less than"); if you meant a component, check its spelling and that it is closed, e.g. `<CallButton />`.' }
  }
  if (/acorn|expression|brace/i.test(reason)) {
    return { file, line, message: 'a `{` starts code in MDX, and this one is not valid code. To show a curly brace itself, write `\\{`; for a note to other editors, write `{/* your note */}`.' }
  }
  return { file, line, message: `this MDX cannot be read: ${reason}. Check the line for an unclosed component, a stray \`<\` or \`{\`.` }
}
