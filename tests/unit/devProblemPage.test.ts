/** Which content problems the dev server shows on which page (scripts/devProblemPage.ts). */
import { describe, expect, it } from 'vitest'
import type { PipelineResult } from '../../lib/content/model/content.ts'
import { problemPageHtml, problemsOfPage } from '../../scripts/devProblemPage.ts'

const problem = (file: string) => ({ file, line: 3, message: `something is wrong in ${file}` })
const result = {
  pages: [],
  problems: [
    problem('content/pages/contact.mdx'),
    problem('content/pages/faq.mdx'),
    problem('content/glossary/negligence.mdx'),
    problem('content/attorneys/jane-example.mdx'),
    problem('content/site.yaml'),
  ],
} as unknown as PipelineResult
const files = (page: { file: string; components: string[] }) =>
  problemsOfPage(result, { file: page.file, components: new Set(page.components) }).map((p) => p.file)

describe('problemsOfPage', () => {
  it("shows a page its own problems and the facts' (site.yaml), not another page's", () => {
    expect(files({ file: 'content/pages/contact.mdx', components: [] })).toEqual([
      'content/pages/contact.mdx',
      'content/site.yaml',
    ])
  })
  it('shows an entry’s problem on the pages that show its collection', () => {
    expect(files({ file: 'content/pages/legal-glossary.mdx', components: ['LegalGlossary'] })).toEqual([
      'content/glossary/negligence.mdx',
      'content/site.yaml',
    ])
    expect(files({ file: 'content/pages/home.mdx', components: ['TeamPreview'] })).toEqual([
      'content/attorneys/jane-example.mdx',
      'content/site.yaml',
    ])
  })
})

describe('problemPageHtml', () => {
  it('lists each problem as file:line: message, escaped, and loads the dev client that reloads it', () => {
    const html = problemPageHtml('/x', [
      { file: 'content/pages/x.mdx', line: 9, message: 'a `<script>` is not allowed' },
    ])
    expect(html).toContain('<code>content/pages/x.mdx:9: a `&lt;script&gt;` is not allowed</code>')
    expect(html).toContain('<script type="module" src="/@vite/client"></script>')
  })
})
