/** A body the MDX parser cannot read, in words an editor can act on: the comment, the `<` or the `{` that stopped it. */
import type { ContentProblem } from '../model/problems.ts'
import { TOO_DEEP } from './mdxBounds.ts'

interface SyntaxErrorLike {
  line?: number
  reason?: string
  message?: string
  place?: { line?: number; start?: { line?: number } }
}

export function explainSyntaxError(error: unknown, body: string, file: string, lineOffset: number): ContentProblem {
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
