/** A problem in a content file, reported to editors as `file:line: message`. */
export interface ContentProblem {
  file: string
  line: number
  message: string
}

export function formatProblem(p: ContentProblem): string {
  return `${p.file}:${p.line}: ${p.message}`
}

/** A warning names its file itself: it is printed as its sentence, after `warning:`. */
export function formatWarning(p: ContentProblem): string {
  return `warning: ${p.message}`
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
