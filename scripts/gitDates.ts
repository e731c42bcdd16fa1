/** Last commit date (YYYY-MM-DD) of each file, from one `git log` run; files without history get none. */
import { execFileSync } from 'node:child_process'

export function gitLastModified(files: string[]): Map<string, string> {
  const dates = new Map<string, string>()
  let log = ''
  try {
    log = execFileSync('git', ['log', '--format=@%cs', '--name-only', '--', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch {
    return dates
  }
  let current = ''
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) current = line.slice(1)
    else if (line && !dates.has(line)) dates.set(line, current)
  }
  return dates
}
