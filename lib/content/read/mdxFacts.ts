/**
 * Reads an MDX body the way the compiler will (remark + MDX + GFM) into its syntax tree and the
 * facts the rest of the site needs from it: links, headings, anchors, the components it uses, the
 * forms, places, offices and photos they name. No judgement: a body that cannot be read at all (its syntax,
 * its size) is the only problem found here; the rules about what a body may hold are the checks'
 * (check/bodyRules.ts), which walk the same tree. Lines are those of the whole file.
 */
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkGfm from 'remark-gfm'
import type { Root, RootContent, Heading } from 'mdast'
import { toString as textOf } from 'mdast-util-to-string'
import { isMdxComponentName, mdxRegistry, type MdxComponentInfo } from '../schema/componentRegistry.ts'
import { slugify } from '../../text/slugify.ts'
import type { ContentProblem } from '../model/problems.ts'
import { noFacts, type MdxFacts } from '../model/mdxFacts.ts'
import { jsxInAttributes } from './expressionJsx.ts'
import { readPlaceRefs } from './placeRefs.ts'
import { TOO_DEEP, checkBodyLines, tooDeepNode } from './mdxBounds.ts'
import { explainSyntaxError } from './mdxSyntaxError.ts'

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)

/** The body's facts and its tree (undefined, with the problem, when the body cannot be read). */
export interface ReadBody {
  facts: MdxFacts
  tree: Root | undefined
  problems: ContentProblem[]
}

export function readMdxBody(body: string, file: string, lineOffset: number): ReadBody {
  const facts = noFacts()
  const unreadable = (problems: ContentProblem[]): ReadBody => ({ facts, tree: undefined, problems })
  const boundProblems = checkBodyLines(body, file, lineOffset)
  if (boundProblems.length) return unreadable(boundProblems)
  let tree: Root
  try {
    tree = parser.parse(body)
  } catch (error) {
    return unreadable([explainSyntaxError(error, body, file, lineOffset)])
  }
  // Everything that walks the tree does so by recursion: a tree deeper than the limit is not walked.
  const deep = tooDeepNode(tree)
  if (deep) return unreadable([{ file, line: deep.line + lineOffset, message: TOO_DEEP }])
  collectFacts(tree, facts, lineOffset)
  return { facts, tree, problems: [] }
}

function collectFacts(tree: Root, facts: MdxFacts, lineOffset: number): void {
  const lineOf = (node: { position?: { start: { line: number } } }) => (node.position?.start.line ?? 1) + lineOffset
  const ignore = () => undefined

  /** What a component's own attributes add: its default anchor, the form and office it names. */
  const recordComponentUse = (
    info: MdxComponentInfo,
    name: string,
    attributes: ReadonlyMap<string, string | undefined>,
    line: number,
  ) => {
    if (info.anchors === 'id-prop' && info.defaultId && !attributes.has('id')) facts.anchors.add(info.defaultId)
    const office = info.officeRef ? attributes.get(info.officeRef) : undefined
    if (office !== undefined) facts.officeRefs.push({ component: name, office, line })
    const photo = info.photo ? attributes.get(info.photo.src) : undefined
    if (info.photo && photo !== undefined)
      facts.photoRefs.push({ src: photo, use: info.photo.use, component: name, line })
    for (const { collection, list, listProp } of info.shows ?? []) {
      const named = listProp ? attributes.get(listProp) : list
      facts.shows.push(named === undefined ? { collection } : { collection, list: named })
    }
    if (!info.form) return
    const caseType = attributes.get('caseType')
    facts.formRefs.push({
      component: name,
      kind: info.form,
      form: attributes.has('form') ? attributes.get('form') : 'main',
      ...(caseType ? { caseType } : {}),
      line,
    })
  }

  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        facts.anchors.add(slugify(textOf(node)))
        if (nodes === tree.children)
          facts.headings.push({ depth: (node as Heading).depth, text: textOf(node), line: lineOf(node) })
      }
      if (node.type === 'link') facts.links.push({ url: node.url, line: lineOf(node) })
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = node.name ?? ''
        const line = lineOf(node)
        let info: MdxComponentInfo = {}
        if (isMdxComponentName(name)) {
          info = mdxRegistry[name]
          facts.components.add(name)
        }
        if (info.anchors === 'attorneys') facts.usesAttorneyAnchors = true
        if (info.anchors === 'glossary-terms') facts.usesGlossaryAnchors = true
        const attributes = new Map<string, string | undefined>()
        for (const attribute of node.attributes) {
          if (attribute.type !== 'mdxJsxAttribute') continue
          const value = attribute.value
          attributes.set(attribute.name, typeof value === 'string' ? value : undefined)
          const attrLine = (attribute.position?.start.line ?? line - lineOffset) + lineOffset
          if (typeof value === 'string') {
            if (attribute.name === 'href' || attribute.name === 'to') facts.links.push({ url: value, line: attrLine })
            if (attribute.name === 'id' && (info.anchors === 'id-prop' || !info.anchors)) facts.anchors.add(value)
          } else if (value && typeof value === 'object') {
            // Addresses written inside a prop's value (`items={[{ href: '/x' }]}`).
            const startLine = (value.position?.start.line ?? attribute.position?.start.line ?? 1) + lineOffset
            value.value.split('\n').forEach((text, i) => {
              for (const m of text.matchAll(/\b(?:href|to)\s*:\s*['"`](\/[^'"`]*)['"`]/g))
                facts.links.push({ url: m[1] ?? '', line: startLine + i })
            })
          }
        }
        recordComponentUse(info, name, attributes, line)
        // Components written inside a prop's value (`actions={<CaseReviewButton />}`).
        for (const inner of jsxInAttributes(node.attributes)) {
          const href = inner.attributes.get('href') ?? inner.attributes.get('to')
          if (href) facts.links.push({ url: href, line: inner.line + lineOffset })
          if (!isMdxComponentName(inner.name)) continue
          facts.components.add(inner.name)
          recordComponentUse(mdxRegistry[inner.name], inner.name, inner.attributes, inner.line + lineOffset)
        }
        // Place attributes written other than as plain data are the checks' to report (check/bodyRules.ts).
        if (info.placeRefs)
          facts.placeRefs.push(...readPlaceRefs(name, node.attributes, info.placeRefs, lineOffset, ignore))
      }
      if ('children' in node && Array.isArray(node.children)) visit(node.children as RootContent[])
    }
  }
  visit(tree.children)
}
