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
import { toString as textOf } from 'mdast-util-to-string'
import { isMdxComponentName, mdxRegistry, type MdxComponentInfo } from '../schema/componentRegistry.ts'
import { slugify } from '../slugify.ts'
import type { ContentProblem } from '../errors.ts'
import { RESULTS_DISCLAIMER, findResultAmounts } from '../checks/advertising/results.ts'
import { jsxInExpression } from './expressionJsx.ts'
import { readPlaceRefs, type MdxPlaceRef } from '../checks/placeRefs.ts'
import { checkElement, unsafeUrlMessage } from '../checks/mdxElementRules.ts'
import { readMdxProgram, readMdxAttributes } from './mdxCode.ts'
import { TOO_DEEP, checkBodyLines, tooDeepNode } from './mdxBounds.ts'

export interface MdxLink {
  url: string
  line: number
}
export interface MdxHeading {
  depth: number
  text: string
  line: number
}
/** A component naming one of the page's `forms:`; `form` is undefined when not written as plain text. */
export interface MdxFormRef {
  component: string
  kind: 'dialog' | 'inline'
  form: string | undefined
  caseType?: string
  line: number
}
export interface MdxAnalysis {
  links: MdxLink[]
  /** Markdown headings at the top level of the body (not inside components). */
  headings: MdxHeading[]
  formRefs: MdxFormRef[]
  anchors: Set<string>
  components: Set<string>
  usesAttorneyAnchors: boolean
  /** Place ids components name (content/places.yaml), checked by checkPlaces. */
  placeRefs: MdxPlaceRef[]
  /** Office ids components name (content/site.yaml `offices`), checked by checkOffices. */
  officeRefs: { component: string; office: string; line: number }[]
  /** Shows /legal-glossary's terms, one anchor per term slug. */
  usesGlossaryAnchors: boolean
  problems: ContentProblem[]
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)

/**
 * The analysis and the syntax tree it read (undefined when the body cannot be parsed): the
 * build compiles that same tree (scripts/compileMdxBody.ts) instead of parsing the body again.
 */
export function parseAndAnalyzeMdx(
  body: string,
  file: string,
  lineOffset: number,
): { analysis: MdxAnalysis; tree: Root | undefined } {
  const result: MdxAnalysis = {
    links: [],
    headings: [],
    formRefs: [],
    anchors: new Set(),
    components: new Set(),
    usesAttorneyAnchors: false,
    usesGlossaryAnchors: false,
    placeRefs: [],
    officeRefs: [],
    problems: [],
  }
  const boundProblems = checkBodyLines(body, file, lineOffset)
  if (boundProblems.length) {
    result.problems.push(...boundProblems)
    return { analysis: result, tree: undefined }
  }
  let tree: Root
  try {
    tree = parser.parse(body)
  } catch (error) {
    result.problems.push(explainSyntaxError(error, body, file, lineOffset))
    return { analysis: result, tree: undefined }
  }
  // Everything below walks the tree by recursion: a tree deeper than the limit is not walked.
  const deep = tooDeepNode(tree)
  if (deep) {
    result.problems.push({ file, line: deep.line + lineOffset, message: TOO_DEEP })
    return { analysis: result, tree: undefined }
  }
  const lineOf = (node: { position?: { start: { line: number } } }) => (node.position?.start.line ?? 1) + lineOffset
  const report = (line: number, message: string) => {
    result.problems.push({ file, line, message })
  }

  interface Section {
    amounts: { text: string; line: number }[]
    disclaimed: boolean
  }
  const sections: Section[] = []
  const newSection = (): Section => {
    const s = { amounts: [], disclaimed: false }
    sections.push(s)
    return s
  }

  const visit = (nodes: RootContent[], section: Section, headingDepth: number) => {
    let current = section
    for (const node of nodes) {
      if (node.type === 'heading') {
        if ((node as Heading).depth <= 3 || headingDepth === 0) current = newSection()
        result.anchors.add(slugify(textOf(node)))
        if (nodes === tree.children)
          result.headings.push({ depth: (node as Heading).depth, text: textOf(node), line: lineOf(node) })
      }
      if (node.type === 'link') {
        result.links.push({ url: node.url, line: lineOf(node) })
      }
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        const unsafe = unsafeUrlMessage(node.url)
        if (unsafe) report(lineOf(node), unsafe)
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        readMdxProgram(node.data?.estree, lineOf(node) - lineOffset, lineOffset, report)
      }
      if (node.type === 'text' || node.type === 'inlineCode') {
        for (const text of findResultAmounts(node.value)) current.amounts.push({ text, line: lineOf(node) })
        if (node.value.includes(RESULTS_DISCLAIMER)) current.disclaimed = true
      }
      if (node.type === 'mdxjsEsm') {
        result.problems.push({
          file,
          line: lineOf(node),
          message:
            "`import` and `export` lines are not allowed in content: the site's components work without importing them. Delete the line; docs/CONTENT.md lists the components.",
        })
      }
      if (node.type === 'html') {
        result.problems.push({
          file,
          line: lineOf(node),
          message:
            'HTML comments `<!-- -->` do not work in MDX. Write `{/* your note */}` instead, or delete the comment.',
        })
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = node.name ?? ''
        const line = lineOf(node)
        let info: MdxComponentInfo = {}
        if (isMdxComponentName(name)) {
          info = mdxRegistry[name]
          result.components.add(name)
        }
        checkElement(
          name,
          readMdxAttributes(name, node.attributes, line - lineOffset, lineOffset, report),
          line,
          report,
        )
        const inner = info.isSection ? newSection() : current
        if (info.showsResultsDisclaimer) inner.disclaimed = true
        const section = inner
        if (info.anchors === 'attorneys') result.usesAttorneyAnchors = true
        if (info.anchors === 'glossary-terms') result.usesGlossaryAnchors = true
        for (const attribute of node.attributes) readAttribute(attribute, inner, line, info)
        const attributes = new Map(
          node.attributes.flatMap((a) =>
            a.type === 'mdxJsxAttribute' ? [[a.name, typeof a.value === 'string' ? a.value : undefined] as const] : [],
          ),
        )
        recordComponentUse(info, name, attributes, line)
        if (showsDollarFigure(name, attributes))
          section.amounts.push({ text: `<${name} name="${attributes.get('name')}" />`, line })
        for (const attribute of node.attributes) {
          const estree =
            attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'object'
              ? attribute.value?.data?.estree
              : undefined
          for (const inner of estree ? jsxInExpression(estree) : []) {
            const href = inner.attributes.get('href') ?? inner.attributes.get('to')
            if (href) result.links.push({ url: href, line: inner.line + lineOffset })
            if (showsDollarFigure(inner.name, inner.attributes))
              section.amounts.push({
                text: `<${inner.name} name="${inner.attributes.get('name')}" />`,
                line: inner.line + lineOffset,
              })
            if (isMdxComponentName(inner.name) && 'showsResultsDisclaimer' in mdxRegistry[inner.name])
              section.disclaimed = true
            // Names and props of these elements were checked when the attribute was read (readMdxAttributes).
            if (!isMdxComponentName(inner.name)) continue
            result.components.add(inner.name)
            recordComponentUse(mdxRegistry[inner.name], inner.name, inner.attributes, inner.line + lineOffset)
          }
        }
        if (info.placeRefs)
          result.placeRefs.push(
            ...readPlaceRefs(name, node.attributes, info.placeRefs, lineOffset, (at, message) =>
              result.problems.push({ file, line: at, message }),
            ),
          )
        if ('children' in node) visit(node.children as RootContent[], inner, info.isSection ? 0 : headingDepth)
        continue
      }
      if ('children' in node && Array.isArray(node.children))
        visit(node.children as RootContent[], current, headingDepth)
    }
  }

  /** What a component's own attributes add: its default anchor, the form it names. */
  const recordComponentUse = (
    info: MdxComponentInfo,
    name: string,
    attributes: ReadonlyMap<string, string | undefined>,
    line: number,
  ) => {
    if (info.anchors === 'id-prop' && info.defaultId && !attributes.has('id')) result.anchors.add(info.defaultId)
    const office = info.officeRef ? attributes.get(info.officeRef) : undefined
    if (office !== undefined) result.officeRefs.push({ component: name, office, line })
    if (!info.form) return
    const caseType = attributes.get('caseType')
    result.formRefs.push({
      component: name,
      kind: info.form,
      form: attributes.has('form') ? attributes.get('form') : 'main',
      ...(caseType ? { caseType } : {}),
      line,
    })
  }

  const readAttribute = (
    attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
    section: Section,
    line: number,
    info: MdxComponentInfo,
  ) => {
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
        for (const m of text.matchAll(/\b(?:href|to)\s*:\s*['"`](\/[^'"`]*)['"`]/g))
          result.links.push({ url: m[1] ?? '', line: startLine + i })
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
  return { analysis: result, tree }
}

/** The firm's total recovered (`<FirmFigure name="recoveredTotal" />`) is a dollar result too. */
function showsDollarFigure(name: string, attributes: ReadonlyMap<string, string | undefined>): boolean {
  return name === 'FirmFigure' && attributes.get('name') === 'recoveredTotal'
}

interface SyntaxErrorLike {
  line?: number
  reason?: string
  message?: string
  place?: { line?: number; start?: { line?: number } }
}

function explainSyntaxError(error: unknown, body: string, file: string, lineOffset: number): ContentProblem {
  // The parser itself recurses into nested components: past some thousands of levels it runs out of stack.
  if (error instanceof RangeError) return { file, line: lineOffset + 1, message: TOO_DEEP }
  const e = error as SyntaxErrorLike
  const line = (e.line ?? e.place?.line ?? e.place?.start?.line ?? 1) + lineOffset
  const reason = e.reason ?? e.message ?? String(error)
  const sourceLine = body.split('\n')[line - lineOffset - 1] ?? ''
  if (/to create a comment in MDX/.test(reason) || sourceLine.includes('<!--')) {
    return {
      file,
      line,
      message: 'HTML comments `<!-- -->` do not work in MDX. Write `{/* your note */}` instead, or delete the comment.',
    }
  }
  if (
    /before name|after `<`|expected a character that can start a name|closing tag|expected the closing tag/i.test(
      reason,
    )
  ) {
    return {
      file,
      line,
      message:
        'a `<` starts a component in MDX, and this one is not a complete component. To show the character itself, write `&lt;` (or the words "less than"); if you meant a component, check its spelling and that it is closed, e.g. `<CallButton />`.',
    }
  }
  if (/acorn|expression|brace/i.test(reason)) {
    return {
      file,
      line,
      message:
        'a `{` starts code in MDX, and this one is not valid code. To show a curly brace itself, write `\\{`; for a note to other editors, write `{/* your note */}`.',
    }
  }
  return {
    file,
    line,
    message: `this MDX cannot be read: ${reason}. Check the line for an unclosed component, a stray \`<\` or \`{\`.`,
  }
}
