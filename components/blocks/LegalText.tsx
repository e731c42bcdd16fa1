import { Children, cloneElement, isValidElement, type ReactNode } from 'react'
import { slugify } from '../../lib/text/slugify.ts'
import { textOf } from './textOf.ts'
import { H2 } from '../ui/Headings.tsx'
import { useSiteFacts } from '../FactsContext.tsx'

interface TocEntry {
  id: string
  text: string
}

/** Gives each `##` heading the id the content checks expect (its slug) and lists it for the table of contents. */
function withHeadingIds(children: ReactNode): { content: ReactNode; toc: TocEntry[] } {
  const toc: TocEntry[] = []
  const content = Children.map(children, (child) => {
    if (!isValidElement<{ id?: string; children?: ReactNode }>(child) || (child.type !== 'h2' && child.type !== H2))
      return child
    const text = textOf(child.props.children)
    const id = child.props.id ?? slugify(text)
    toc.push({ id, text })
    return cloneElement(child, { id })
  })
  return { content, toc }
}

/**
 * `<LegalText>` in MDX: long legal text (policies, terms) in a readable column, with a table of
 * contents of its `##` headings beside it on wide screens and above it on small ones.
 */
export function LegalText({ children }: { children: ReactNode }) {
  const { content, toc } = withHeadingIds(children)
  const { shell } = useSiteFacts().words
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14 lg:px-6 lg:py-16">
      {toc.length > 1 && (
        <nav
          aria-label={shell.onThisPage}
          className="mb-10 self-start rounded-lg border border-navy-100 bg-navy-50 p-5 lg:sticky lg:top-28 lg:mb-0 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
        >
          <p className="text-sm font-semibold uppercase tracking-wider text-navy-900">{shell.onThisPage}</p>
          <ol className="mt-2 space-y-1 text-sm">
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="inline-block py-1 text-navy-700 underline-offset-4 hover:underline">
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="prose prose-slate measure prose-headings:font-serif prose-headings:text-navy-900 prose-a:text-navy-700 prose-a:underline-offset-4">
        {content}
      </div>
    </div>
  )
}
