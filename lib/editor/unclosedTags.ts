/**
 * Finds components opened and never closed (and closing tags with nothing to close) in an MDX
 * body, outside code spans and fenced code, inside props such as `actions={...}` too. The MDX
 * parser stops at such a body with a message about the `{` or `<` where it gave up, often lines
 * later; this scan names the component and the line it was opened on instead. Only the site's
 * components and the HTML elements content may use are reported: for any other `<` the parser's
 * own words fit better.
 */
import { allowedHtmlElements, isMdxComponentName } from '../content/schema/componentRegistry.ts'

export interface BodyProblem {
  /** The file's line (the body's line plus `lineOffset`). */
  line: number
  message: string
}

interface OpenTag {
  name: string
  line: number
}

const isKnown = (name: string) => name === '' || isMdxComponentName(name) || allowedHtmlElements.has(name)
const shown = (name: string) => `<${name}>`

function unclosedMessage({ name, line }: OpenTag): string {
  if (name === '') return `\`<>\` opened on line ${line} is never closed: add \`</>\` where the group ends.`
  return `\`${shown(name)}\` opened on line ${line} is never closed: add \`</${name}>\` or write it as \`<${name} ... />\`.`
}

function strayMessage(name: string): string {
  if (name === '') return '`</>` closes nothing: no `<>` is open here. Delete it, or add `<>` where the group starts.'
  return `\`</${name}>\` closes nothing: no \`${shown(name)}\` is open here. Delete it, or add \`${shown(name)}\` where the block starts.`
}

const NAME = /[A-Za-z][\w.:-]*/y
const FENCE = /[ \t]*(`{3,}|~{3,})/y

/** `lineOffset`: lines of the file before the body, so that lines are the file's. */
export function findUnclosedTags(body: string, lineOffset = 0): BodyProblem[] {
  const length = body.length
  const lineStarts = [0]
  for (let i = 0; i < length; i++) if (body[i] === '\n') lineStarts.push(i + 1)
  const lineOf = (at: number) => {
    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (lineStarts[mid]! <= at) low = mid
      else high = mid - 1
    }
    return low + 1 + lineOffset
  }

  const problems: (BodyProblem & { name: string })[] = []
  const open: OpenTag[] = []
  let pos = 0

  const reportUnclosedFrom = (index: number) => {
    for (const tag of open.splice(index))
      problems.push({ name: tag.name, line: tag.line, message: unclosedMessage(tag) })
  }

  const isTagStart = (at: number) => {
    const next = body[at + 1] ?? ''
    if (next === '/') return /[A-Za-z>]/.test(body[at + 2] ?? '')
    return next === '>' || /[A-Za-z]/.test(next)
  }

  const skipQuoted = (quote: string) => {
    let at = pos + 1
    while (at < length && body[at] !== quote) at += body[at] === '\\' ? 2 : 1
    pos = Math.min(at + 1, length)
  }

  /** A tag at `pos` (`<`); closing tags may only close what was opened after `base`. */
  const readTag = (base: number) => {
    const start = pos
    pos++
    const closing = body[pos] === '/'
    if (closing) pos++
    NAME.lastIndex = pos
    const name = NAME.exec(body)?.[0] ?? ''
    pos += name.length
    let selfClosing = false
    while (pos < length) {
      const c = body[pos]!
      if (c === '"' || c === "'") skipQuoted(c)
      else if (c === '{') {
        pos++
        readExpression()
      } else if (c === '/' && body[pos + 1] === '>') {
        selfClosing = true
        pos += 2
        break
      } else if (c === '>') {
        pos++
        break
      } else pos++
    }
    if (selfClosing) return
    if (!closing) {
      open.push({ name, line: lineOf(start) })
      return
    }
    for (let i = open.length - 1; i >= base; i--) {
      if (open[i]!.name !== name) continue
      reportUnclosedFrom(i + 1)
      open.length = i
      return
    }
    problems.push({ name, line: lineOf(start), message: strayMessage(name) })
  }

  /** Code inside `{...}` from just after its `{`: strings, comments and JSX, up to its `}`. */
  const readExpression = () => {
    const base = open.length
    let depth = 0
    while (pos < length) {
      const c = body[pos]!
      if (open.length > base) {
        // Between a tag and its closing tag: JSX text, `{...}` and tags.
        if (c === '{') {
          pos++
          readExpression()
        } else if (c === '<' && isTagStart(pos)) readTag(base)
        else if (c === '}') {
          reportUnclosedFrom(base)
          pos++
          return
        } else pos++
        continue
      }
      if (c === '"' || c === "'" || c === '`') skipQuoted(c)
      else if (c === '/' && body[pos + 1] === '*') {
        const end = body.indexOf('*/', pos + 2)
        pos = end === -1 ? length : end + 2
      } else if (c === '/' && body[pos + 1] === '/') {
        const end = body.indexOf('\n', pos)
        pos = end === -1 ? length : end
      } else if (c === '<' && isTagStart(pos)) readTag(base)
      else if (c === '{') {
        depth++
        pos++
      } else if (c === '}') {
        pos++
        if (depth-- === 0) return
      } else pos++
    }
    reportUnclosedFrom(base)
  }

  /** A fenced code block starting on the line at `pos`: skipped to after its closing fence (or the end). */
  const skipFence = (): boolean => {
    FENCE.lastIndex = pos
    const fence = FENCE.exec(body)?.[1]
    if (!fence) return false
    const close = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`, 'm')
    const afterOpening = body.indexOf('\n', pos)
    if (afterOpening === -1) {
      pos = length
      return true
    }
    const rest = body.slice(afterOpening + 1)
    const end = close.exec(rest)
    pos = end ? afterOpening + 1 + end.index + end[0].length : length
    return true
  }

  const skipCodeSpan = () => {
    let run = 0
    while (body[pos + run] === '`') run++
    const ticks = '`'.repeat(run)
    let at = pos + run
    while (true) {
      const next = body.indexOf(ticks, at)
      if (next === -1) {
        pos += run
        return
      }
      let end = next + run
      if (body[end] !== '`') {
        pos = end
        return
      }
      while (body[end] === '`') end++
      at = end
    }
  }

  // The body's Markdown: components' children there are Markdown too.
  while (pos < length) {
    if ((pos === 0 || body[pos - 1] === '\n') && skipFence()) continue
    const c = body[pos]!
    if (c === '\\') pos += 2
    else if (c === '`') skipCodeSpan()
    else if (c === '{') {
      pos++
      readExpression()
    } else if (c === '<' && isTagStart(pos)) readTag(0)
    else pos++
  }
  reportUnclosedFrom(0)

  return problems
    .filter((problem) => isKnown(problem.name))
    .sort((a, b) => a.line - b.line)
    .map(({ line, message }) => ({ line, message }))
}
