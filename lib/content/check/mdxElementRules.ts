/**
 * What a JSX element written in MDX may be: a registry component with props its schema accepts
 * (lib/content/schema/componentProps.ts), or one of the few plain HTML elements with the few attributes
 * lib/content/check/htmlAttributes.ts allows; never script, styles, `data-` attributes or an address the
 * URL rule refuses (lib/content/schema/urlRule.ts). Used for elements in the body and inside prop values alike.
 */
import type { z } from 'zod'
import {
  allowedHtmlElements,
  isMdxComponentName,
  mdxRegistry,
  reservedIds,
  type MdxComponentInfo,
} from '../schema/componentRegistry.ts'
import { mdxPropSchemas } from '../schema/componentProps.ts'
import { closest } from '../../text/closest.ts'
import { holdsCode, isJsxValue, type JsxAttributeValue } from './mdxLiteral.ts'
import { attributeProblem, browserAttributeName } from './htmlAttributes.ts'
import { urlMessage } from '../schema/urlRule.ts'
import { photoAttributeProblems } from './photoElementRules.ts'
import { photoMessages } from './photoMessages.ts'

export type Report = (line: number, message: string) => void

const FORBIDDEN_ELEMENTS: Record<string, string> = {
  script:
    "a page's scripts come from the site's code, never from a content file. Delete it; for a feature such as a form or a video, use one of the site's components (docs/CONTENT.md lists them).",
  style:
    'the site\'s look comes from its stylesheet. Delete it; for a different background use a component\'s `tone`, e.g. <Section tone="tint">.',
  iframe:
    "embedded pages and players come only from the site's components (the firm's video: <BrandVideo />). Delete it.",
  object: "embedded content comes only from the site's components (the firm's video: <BrandVideo />). Delete it.",
  embed: "embedded content comes only from the site's components (the firm's video: <BrandVideo />). Delete it.",
  form: "lead forms come from the page's `forms:` frontmatter. Place one with <LeadForm /> or open one with <CaseReviewButton />.",
}

/** Elements that show a picture: photos are placed with <Photo> (./photoMessages.ts). */
const PICTURE_ELEMENTS = new Set(['img', 'picture', 'source', 'image', 'svg'])

/** Attributes (names as the browser reads them) whose text is an address a browser follows or loads. */
const URL_KEYS = new Set([
  'href',
  'src',
  'to',
  'action',
  'formaction',
  'poster',
  'srcset',
  'cite',
  'background',
  'ping',
])

/** The sentence for an address in a body that breaks the one URL rule (lib/content/schema/urlRule.ts). */
export function unsafeUrlMessage(url: string): string | undefined {
  return urlMessage(url)
}

export function elementNameProblem(name: string): string | undefined {
  if (!name) return undefined // a fragment <>...</>
  if (/^[A-Z]/.test(name)) {
    if (isMdxComponentName(name)) return undefined
    const guess = closest(name, Object.keys(mdxRegistry))
    const hint = guess ? `did you mean \`<${guess}>\`?` : `use one of: ${Object.keys(mdxRegistry).sort().join(', ')}.`
    return `unknown component \`<${name}>\`; ${hint} Component names are case-sensitive; docs/CONTENT.md lists them all.`
  }
  if (PICTURE_ELEMENTS.has(name.toLowerCase())) return photoMessages.markdownImage(`\`<${name}>\``)
  const forbidden = Object.hasOwn(FORBIDDEN_ELEMENTS, name) ? FORBIDDEN_ELEMENTS[name] : undefined
  if (forbidden) return `\`<${name}>\` is not allowed in content: ${forbidden}`
  if (!allowedHtmlElements.has(name))
    return `the HTML element \`<${name}>\` is not allowed in content. Use Markdown or one of the site's components instead.`
  return undefined
}

/** Checks one element: its name, each attribute, the addresses it holds, and a component's props against its schema. */
export function checkElement(name: string, attributes: JsxAttributeValue[], line: number, report: Report): void {
  const nameProblem = elementNameProblem(name)
  if (nameProblem) {
    report(line, nameProblem)
    return
  }
  const refused = new Set<string>()
  const photo = isMdxComponentName(name) ? (mdxRegistry[name] as MdxComponentInfo).photo : undefined
  const photoProblems = photo ? photoAttributeProblems(name, photo, attributes, line) : []
  for (const problem of photoProblems) report(problem.line, problem.message)
  for (const attribute of attributes) {
    const problem = attributeProblem(name, attribute.name)
    if (problem) {
      report(attribute.line, problem.message)
      refused.add(attribute.name)
    }
    // A photo's name is no address: ./photoElementRules.ts judges it.
    if ((!problem || problem.misspelt) && attribute.name !== photo?.src)
      checkUrls(attribute.name, attribute.value, attribute.line, report)
    if (attribute.name === 'id' && typeof attribute.value === 'string' && reservedIds.has(attribute.value))
      report(
        attribute.line,
        `the id \`${attribute.value}\` belongs to a part of every page the site draws itself (its menu, messages or search), and a second element with it would take that part's place. Choose another id, e.g. \`${attribute.value}-section\`.`,
      )
  }
  // Code in a prop is reported already; its schema is not asked about it (nor about a missing prop then),
  // nor about a prop refused above.
  if (!isMdxComponentName(name) || attributes.some((a) => holdsCode(a.value))) return
  const props = Object.fromEntries(attributes.filter((a) => !refused.has(a.name)).map((a) => [a.name, a.value]))
  const checked = mdxPropSchemas[name].safeParse(props, { reportInput: true })
  if (checked.success) return
  const lineOf = (key: PropertyKey | undefined) => attributes.find((a) => a.name === key)?.line ?? line
  for (const issue of checked.error.issues) {
    // A missing alt is said in the photo's own words above.
    if (photo && issue.path[0] === photo.alt && photoProblems.length) continue
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) report(lineOf(key), unknownProp(name, key, issue.path))
    else report(lineOf(issue.path[0]), describePropIssue(name, issue))
  }
}

function checkUrls(key: string, value: unknown, line: number, report: Report): void {
  if (typeof value === 'string') {
    const name = browserAttributeName(key)
    const problem = URL_KEYS.has(name) || /(href|url|src)$/.test(name) ? urlMessage(value) : undefined
    if (problem) report(line, problem)
  } else if (Array.isArray(value)) for (const item of value) checkUrls(key, item, line, report)
  else if (value && typeof value === 'object' && !isJsxValue(value))
    for (const [k, v] of Object.entries(value)) checkUrls(k, v, line, report)
}

function propsOf(component: string, path: readonly PropertyKey[]): string[] {
  let schema: unknown = mdxPropSchemas[component as keyof typeof mdxPropSchemas]
  for (const segment of path) {
    const def = (schema as { def?: { shape?: Record<string, unknown>; element?: unknown; innerType?: unknown } }).def
    const inner = (def?.innerType as { def?: typeof def } | undefined)?.def ?? def
    schema = typeof segment === 'number' ? inner?.element : inner?.shape?.[String(segment)]
  }
  const def = (
    schema as
      | { def?: { shape?: Record<string, unknown>; element?: { def?: { shape?: Record<string, unknown> } } } }
      | undefined
  )?.def
  return Object.keys(def?.shape ?? def?.element?.def?.shape ?? {})
}

function unknownProp(component: string, key: string, path: readonly PropertyKey[]): string {
  const known = propsOf(component, path)
  const where = path.length ? `an item of \`${String(path[0])}\` in <${component}>` : `<${component}>`
  const guess = closest(key, known)
  const hint = guess
    ? `did you mean \`${guess}\`?`
    : known.length
      ? `its props are: ${known.join(', ')}.`
      : 'it takes no props.'
  return `${where} has no prop \`${key}\`; ${hint} Correct the spelling or remove it (docs/CONTENT.md lists each component's props).`
}

const WRITTEN: Record<string, string> = {
  string: 'text in quotes, e.g. ="..."',
  number: 'a number in braces, e.g. ={3}',
  boolean: 'true or false, e.g. ={true}',
  array: 'a list in braces, e.g. ={[...]}',
  object: 'a group in braces, e.g. ={{ ... }}',
}

function describePropIssue(component: string, issue: z.core.$ZodIssue): string {
  const prop = issue.path.map(String).join('.')
  const where = `\`${prop}\` of <${component}>`
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return issue.path.length > 1
      ? `${where} is missing: each item needs it. Add it.`
      : `<${component}> needs the prop \`${prop}\`, e.g. ${prop}="...". Add it.`
  }
  if (issue.code === 'invalid_value')
    return `${where} cannot be ${JSON.stringify(issue.input)}: use one of ${issue.values.map((v) => `\`${String(v)}\``).join(', ')}.`
  if (issue.code === 'invalid_type') return `${where} must be ${WRITTEN[issue.expected] ?? `a ${issue.expected}`}.`
  if (issue.code === 'custom') return `${where} ${issue.message}.`
  if (issue.code === 'invalid_union')
    return `${where} must be text in quotes, or a component in braces, e.g. {<CallButton />}.`
  return `${where}: ${issue.message}.`
}
