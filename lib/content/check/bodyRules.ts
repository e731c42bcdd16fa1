/**
 * The rules for what an MDX body may hold, over the tree reading made (read/mdxFacts.ts): no code
 * (`import` lines, `{...}` that is not data, HTML comments), only the site's components and a few
 * plain elements with their allowed props (./mdxElementRules.ts), addresses by the one URL rule,
 * and every dollar result with its disclaimer in the same section (NY Rule 7.1(e)). Problems come
 * in the order of the body, the results last.
 */
import type { Root, RootContent, Heading } from 'mdast'
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx'
import { isMdxComponentName, mdxRegistry, type MdxComponentInfo } from '../schema/componentRegistry.ts'
import { resultsDisclaimer, type Language } from '../schema/resultsDisclaimer.ts'
import type { ContentProblem } from '../model/problems.ts'
import { jsxInAttributes } from '../read/expressionJsx.ts'
import { readPlaceRefs } from '../read/placeRefs.ts'
import { findResultAmounts } from './advertising/results.ts'
import { checkElement, unsafeUrlMessage } from './mdxElementRules.ts'
import { readMdxProgram, readMdxAttributes } from './mdxCode.ts'
import { headingIdProblem } from './generatedIds.ts'
import { photoMessages } from './photoMessages.ts'
import { shownAddress } from '../schema/urlRule.ts'

interface Section {
  amounts: { text: string; line: number }[]
  disclaimed: boolean
}

export function checkBodyRules(
  tree: Root,
  file: string,
  lineOffset: number,
  language: Language = 'en',
): ContentProblem[] {
  const disclaimer = resultsDisclaimer(language)
  const problems: ContentProblem[] = []
  const lineOf = (node: { position?: { start: { line: number } } }) => (node.position?.start.line ?? 1) + lineOffset
  const report = (line: number, message: string) => {
    problems.push({ file, line, message })
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
      if (node.type === 'heading' && ((node as Heading).depth <= 3 || headingDepth === 0)) current = newSection()
      if (node.type === 'heading') {
        const idProblem = headingIdProblem(node)
        if (idProblem) report(lineOf(node), idProblem)
      }
      // Photos come from <Photo>: a Markdown image is refused whatever its address (./photoMessages.ts).
      if (node.type === 'image')
        report(lineOf(node), photoMessages.markdownImage(`the Markdown image \`![...](${shownAddress(node.url)})\``))
      if (node.type === 'imageReference')
        report(lineOf(node), photoMessages.markdownImage(`the Markdown image \`![...][${node.identifier}]\``))
      if (node.type === 'link' || node.type === 'definition') {
        const unsafe = unsafeUrlMessage(node.url)
        if (unsafe) report(lineOf(node), unsafe)
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        readMdxProgram(node.data?.estree, lineOf(node) - lineOffset, lineOffset, report)
      }
      if (node.type === 'text' || node.type === 'inlineCode') {
        for (const text of findResultAmounts(node.value)) current.amounts.push({ text, line: lineOf(node) })
        if (node.value.includes(disclaimer)) current.disclaimed = true
      }
      if (node.type === 'mdxjsEsm') {
        report(
          lineOf(node),
          "`import` and `export` lines are not allowed in content: the site's components work without importing them. Delete the line; docs/CONTENT.md lists the components.",
        )
      }
      if (node.type === 'html') {
        report(
          lineOf(node),
          'HTML comments `<!-- -->` do not work in MDX. Write `{/* your note */}` instead, or delete the comment.',
        )
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = node.name ?? ''
        const line = lineOf(node)
        const info: MdxComponentInfo = isMdxComponentName(name) ? mdxRegistry[name] : {}
        checkElement(
          name,
          readMdxAttributes(name, node.attributes, line - lineOffset, lineOffset, report),
          line,
          report,
        )
        const inner = info.isSection ? newSection() : current
        if (info.showsResultsDisclaimer) inner.disclaimed = true
        for (const attribute of node.attributes) resultsInAttribute(attribute, inner, line)
        const attributes = new Map(
          node.attributes.flatMap((a) =>
            a.type === 'mdxJsxAttribute' ? [[a.name, typeof a.value === 'string' ? a.value : undefined] as const] : [],
          ),
        )
        if (showsDollarFigure(name, attributes))
          inner.amounts.push({ text: `<${name} name="${attributes.get('name')}" />`, line })
        for (const element of jsxInAttributes(node.attributes)) {
          if (showsDollarFigure(element.name, element.attributes))
            inner.amounts.push({
              text: `<${element.name} name="${element.attributes.get('name')}" />`,
              line: element.line + lineOffset,
            })
          if (isMdxComponentName(element.name) && 'showsResultsDisclaimer' in mdxRegistry[element.name])
            inner.disclaimed = true
        }
        // Place ids must be written as plain data, so that the check across entries can read them.
        if (info.placeRefs) readPlaceRefs(name, node.attributes, info.placeRefs, lineOffset, report)
        if ('children' in node) visit(node.children as RootContent[], inner, info.isSection ? 0 : headingDepth)
        continue
      }
      if ('children' in node && Array.isArray(node.children))
        visit(node.children as RootContent[], current, headingDepth)
    }
  }

  /** Dollar figures and the disclaimer written in an attribute's text or value. */
  const resultsInAttribute = (
    attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
    section: Section,
    line: number,
  ) => {
    if (attribute.type !== 'mdxJsxAttribute') return
    const attrLine = (attribute.position?.start.line ?? line - lineOffset) + lineOffset
    const value = attribute.value
    if (typeof value === 'string') {
      for (const text of findResultAmounts(value)) section.amounts.push({ text, line: attrLine })
      if (value.includes(disclaimer)) section.disclaimed = true
    } else if (value && typeof value === 'object') {
      const startLine = (value.position?.start.line ?? attribute.position?.start.line ?? 1) + lineOffset
      value.value.split('\n').forEach((text, i) => {
        for (const amount of findResultAmounts(text)) section.amounts.push({ text: amount, line: startLine + i })
        if (text.includes(disclaimer)) section.disclaimed = true
      })
    }
  }

  visit(tree.children, newSection(), 0)
  for (const section of sections) {
    const first = section.amounts[0]
    if (first && !section.disclaimed)
      report(
        first.line,
        `the dollar result ${first.text} needs "${disclaimer}" in the same section. Add that sentence to the section, or use a results block that shows it.`,
      )
  }
  return problems
}

/** The firm's total recovered (`<FirmFigure name="recoveredTotal" />`) is a dollar result too. */
function showsDollarFigure(name: string, attributes: ReadonlyMap<string, string | undefined>): boolean {
  return name === 'FirmFigure' && attributes.get('name') === 'recoveredTotal'
}
