/**
 * Reads what an MDX `{...}` holds as plain data, refusing code: literals (text, numbers,
 * true/false, null), lists and groups of literals, template text without `${}`, and JSX elements
 * (handed to `onElement` to check). Anything else is reported once, at its line, and yields undefined.
 */

interface EsNode {
  type: string
  loc?: { start: { line: number } }
  [key: string]: unknown
}

/** A JSX element found in an expression, as a prop value: the checks see its name, never its code. */
export interface JsxValue {
  readonly jsx: string
}

export interface JsxAttributeValue {
  name: string
  value: unknown
  line: number
}

export interface LiteralReader {
  /** A JSX element (name '' for a fragment `<>...</>`); returns nothing, reports its own problems. */
  onElement(name: string, attributes: JsxAttributeValue[], line: number, children: unknown[]): void
  /** Code where data was expected; `kind` says what it is in plain words. */
  onCode(kind: string, line: number): void
}

/** Stands for code found where data was expected (already reported), so no second message follows about the same value. */
export const CODE = Symbol('code')

/** True when the value is, or holds, code. */
export function holdsCode(value: unknown): boolean {
  if (value === CODE) return true
  if (Array.isArray(value)) return value.some(holdsCode)
  return typeof value === 'object' && value !== null && Object.values(value).some(holdsCode)
}

export const isJsxValue = (value: unknown): value is JsxValue =>
  typeof value === 'object' && value !== null && 'jsx' in value

const KINDS: Record<string, string> = {
  CallExpression: 'a function call',
  NewExpression: 'a function call',
  Identifier: 'a name',
  MemberExpression: 'a look-up such as `a.b`',
  ArrowFunctionExpression: 'a function',
  FunctionExpression: 'a function',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the words shown to an editor, naming the `${}` they wrote.
  TemplateLiteral: 'a template with `${}`',
  BinaryExpression: 'a calculation',
  LogicalExpression: 'a condition',
  ConditionalExpression: 'a condition',
  AssignmentExpression: 'an assignment',
  AwaitExpression: 'code',
  TaggedTemplateExpression: 'a function call',
  SpreadElement: 'a spread (`...`)',
  ImportExpression: 'an import',
}

export function describeCode(node: EsNode): string {
  if (node.type === 'Literal' && node.regex) return 'a regular expression'
  return KINDS[node.type] ?? 'code'
}

/** The value of a `{...}` (an ESTree Program as MDX parses it; CODE where it holds code), or undefined for a comment only. */
export function readProgram(
  program: unknown,
  reader: LiteralReader,
  fallbackLine: number,
): { value: unknown } | undefined {
  const body = ((program as EsNode | undefined)?.body ?? []) as EsNode[]
  if (body.length === 0) return undefined // `{/* a comment */}`
  const statement = body[0]!
  if (body.length > 1 || statement.type !== 'ExpressionStatement') {
    reader.onCode('code', statement.loc?.start.line ?? fallbackLine)
    return { value: CODE }
  }
  return { value: readNode(statement.expression as EsNode, reader, fallbackLine, { bad: false }) }
}

function readNode(node: EsNode, reader: LiteralReader, fallbackLine: number, ok: { bad: boolean }): unknown {
  const line = node.loc?.start.line ?? fallbackLine
  const code = (n: EsNode) => {
    ok.bad = true
    reader.onCode(describeCode(n), n.loc?.start.line ?? line)
    return CODE
  }
  switch (node.type) {
    case 'Literal':
      if (node.regex || typeof node.bigint === 'string') return code(node)
      return node.value
    case 'TemplateLiteral': {
      if ((node.expressions as unknown[]).length) return code(node)
      return (node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? ''
    }
    case 'UnaryExpression': {
      const argument = node.argument as EsNode
      if (node.operator === '-' && argument.type === 'Literal' && typeof argument.value === 'number')
        return -argument.value
      return code(node)
    }
    case 'ArrayExpression':
      return (node.elements as (EsNode | null)[]).map((item) => (item ? readNode(item, reader, line, ok) : code(node)))
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {}
      for (const property of node.properties as EsNode[]) {
        const key = property.key as EsNode | undefined
        if (
          property.type !== 'Property' ||
          property.computed ||
          property.method ||
          property.shorthand ||
          property.kind !== 'init' ||
          !key
        ) {
          code(property.type === 'SpreadElement' ? property : ((property.value as EsNode) ?? property))
          continue
        }
        const name = key.type === 'Identifier' ? String(key.name) : String(key.value)
        object[name] = readNode(property.value as EsNode, reader, line, ok)
      }
      return object
    }
    case 'JSXElement':
    case 'JSXFragment':
      return readJsx(node, reader, line, ok)
    default:
      return code(node)
  }
}

function readJsx(node: EsNode, reader: LiteralReader, line: number, ok: { bad: boolean }): JsxValue {
  const opening = node.openingElement as EsNode | undefined
  const nameNode = opening?.name as EsNode | undefined
  if (nameNode && nameNode.type !== 'JSXIdentifier') {
    ok.bad = true
    reader.onCode('a component taken from code (`<a.b>`)', line)
    return { jsx: 'code' }
  }
  const name = nameNode ? String(nameNode.name) : ''
  const attributes: JsxAttributeValue[] = []
  for (const attribute of (opening?.attributes ?? []) as EsNode[]) {
    const at = attribute.loc?.start.line ?? line
    const attrName =
      (attribute.name as EsNode | undefined)?.type === 'JSXIdentifier' ? String((attribute.name as EsNode).name) : ''
    if (attribute.type !== 'JSXAttribute' || !attrName) {
      ok.bad = true
      reader.onCode('a spread of props (`{...}`)', at)
      attributes.push({ name: '...', value: CODE, line: at })
      continue
    }
    const value = attribute.value as EsNode | null
    if (!value) attributes.push({ name: attrName, value: true, line: at })
    else if (value.type === 'JSXExpressionContainer')
      attributes.push({ name: attrName, value: readContainer(value, reader, at, ok), line: at })
    else attributes.push({ name: attrName, value: readNode(value, reader, at, ok), line: at })
  }
  const children: unknown[] = []
  for (const child of node.children as EsNode[]) {
    if (child.type === 'JSXText') children.push(child.value)
    else if (child.type === 'JSXExpressionContainer')
      children.push(readContainer(child, reader, child.loc?.start.line ?? line, ok))
    else children.push(readNode(child, reader, line, ok))
  }
  reader.onElement(name, attributes, opening?.loc?.start.line ?? line, children)
  return { jsx: name }
}

function readContainer(container: EsNode, reader: LiteralReader, line: number, ok: { bad: boolean }): unknown {
  const expression = container.expression as EsNode
  return expression.type === 'JSXEmptyExpression' ? undefined : readNode(expression, reader, line, ok)
}
