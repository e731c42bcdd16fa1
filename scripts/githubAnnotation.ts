/**
 * A content problem as a GitHub Actions workflow command, so a pull request shows it on the changed
 * line (`::error file=...,line=...::message`). Escaping follows the runner's rules for commands.
 */
import { printableProblem, type ContentProblem } from '../lib/content/model/problems.ts'

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

export function githubAnnotation(problem: ContentProblem, level: 'error' | 'warning' = 'error'): string {
  // The problem as every printer shows it (line breaks already escaped), then in the command's syntax.
  const { file, line, message } = printableProblem(problem)
  return `::${level} file=${escapeProperty(file)},line=${line}::${escapeData(message)}`
}

/** True inside a GitHub Actions run (the runner sets GITHUB_ACTIONS=true). */
export const inGithubActions = (env: NodeJS.ProcessEnv = process.env) => env.GITHUB_ACTIONS === 'true'
