/** A problem in a content file, reported to editors as `file:line: message`. */
import { escapeControls } from '../../text/escapeControls.ts'

export interface ContentProblem {
  file: string
  line: number
  message: string
}

/**
 * The one place a problem becomes text: every printer (npm run check, the build, the dev server's
 * problem page, the GitHub annotations) goes through here, so a line break or control character
 * that content put into a message is shown escaped and can never start a line of the log.
 */
export function printableProblem(p: ContentProblem): ContentProblem {
  return { file: escapeControls(p.file), line: p.line, message: escapeControls(p.message) }
}

export function formatProblem(problem: ContentProblem): string {
  const p = printableProblem(problem)
  return `${p.file}:${p.line}: ${p.message}`
}

/** A warning names its file itself: it is printed as its sentence, after `warning:`. */
export function formatWarning(p: ContentProblem): string {
  return `warning: ${escapeControls(p.message)}`
}

export class ContentError extends Error {
  readonly problems: ContentProblem[]
  constructor(problems: ContentProblem[]) {
    const n = problems.length
    super(
      `${n} content problem${n === 1 ? '' : 's'} must be fixed before the site can be built:\n` +
        problems.map(formatProblem).join('\n'),
    )
    this.name = 'ContentError'
    this.problems = problems
  }
}
