/**
 * The dev server's answer for a page whose content has a problem: the page of problems, each as
 * `file:line: message` in `npm run check`'s words, no stack trace. Which problems concern which
 * page: those of the files whose entries the page shows (lib/content/pagesShowing.ts: its own file;
 * an attorney, FAQ entry or term on the pages of its language that list it; site.yaml,
 * interface.yaml and the lists everywhere).
 * The page loads Vite's client, so the reload the dev server sends after the next change shows
 * the page again by itself once the problem is fixed.
 */
import type { ContentProblem } from '../lib/content/model/problems.ts'
import { formatProblem } from '../lib/content/model/problems.ts'
import { pagesShowing, type ShownContent } from '../lib/content/pagesShowing.ts'

/** The problems that concern the page of this file (a page whose file no longer reads still has its name). */
export function problemsOfPage(
  result: ShownContent & { problems: ContentProblem[] },
  pageFile: string,
): ContentProblem[] {
  return result.problems.filter((problem) => {
    if (problem.file === pageFile) return true
    const shown = pagesShowing(result, problem.file)
    return shown === 'every page' || shown.has(pageFile)
  })
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

export function problemPageHtml(url: string, problems: ContentProblem[]): string {
  const n = problems.length
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content problem: ${escapeHtml(url)}</title>
<script type="module" src="/@vite/client"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #0f172a; background: #fff7ed; }
main { max-width: 60rem; margin: 0 auto; }
h1 { font-size: 1.5rem; color: #9a3412; margin: 0 0 .5rem; }
ol { padding-left: 1.25rem; }
li { margin: .75rem 0; }
code { font: 14px/1.5 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; display: block; background: #fff; border: 1px solid #fed7aa; border-radius: .375rem; padding: .5rem .75rem; }
p { max-width: 45rem; }
</style>
</head>
<body>
<main>
<h1>${n} content problem${n === 1 ? '' : 's'} on this page (${escapeHtml(url)})</h1>
<p>The published site would not be built with ${n === 1 ? 'this problem' : 'these problems'}. Fix each in its file at the line given, and save: this page shows itself again by itself. docs/CONTENT.md ("This error means") explains each kind.</p>
<ol>
${problems.map((p) => `<li><code>${escapeHtml(formatProblem(p))}</code></li>`).join('\n')}
</ol>
</main>
</body>
</html>
`
}
