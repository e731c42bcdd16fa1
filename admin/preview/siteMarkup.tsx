/**
 * The site's components rendered to HTML for the editor's preview, inside the providers the
 * site's layout and page give them (facts, the page's forms, other entries' bodies).
 *
 * Why markup rather than the components in Decap's own tree: the components are written for the
 * server (pages/content/+Page.server.tsx; an island renders its own server HTML, islands/Island.tsx),
 * and a visitor first sees exactly that HTML, without script; rendered to a string they run once, a
 * component that throws on a prop becomes a message instead of breaking the editor's pane, and
 * nothing of the preview is interactive (a case-review button opens no dialog in the editor).
 * decap-cms-app 3.16 takes the project's React 19 as a peer dependency, so there is one React in
 * the /admin/ bundle (vite.admin.config.ts dedupes it): this react-dom/server is the site's.
 */
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SiteFactsProvider } from '../../components/FactsContext.tsx'
import { EntryBodiesProvider, type MdxBody } from '../../components/EntryBodies.tsx'
import { PageFormsProvider } from '../../components/lead/PageForms.tsx'
import { mdxComponents } from '../../components/mdx.ts'
import type { LeadFormConfig } from '../../lib/content/schema/leadTypes.ts'
import { runCompiled, type PreviewBody } from '../../lib/editor/previewBody.ts'
import type { LanguageFacts } from '../../lib/editor/previewFactsShape.ts'

export type Rendered = { markup: string } | { error: string }

const evaluated = new WeakMap<LanguageFacts, Record<string, MdxBody>>()

/** The attorneys' bodies of the facts, run once per load of the facts. */
function factsBodies(facts: LanguageFacts): Record<string, MdxBody> {
  let bodies = evaluated.get(facts)
  if (!bodies) {
    bodies = Object.fromEntries(
      Object.entries(facts.bodies).map(([file, code]) => [file, runCompiled(code) as MdxBody]),
    )
    evaluated.set(facts, bodies)
  }
  return bodies
}

export function siteMarkup(
  element: ReactElement,
  facts: LanguageFacts,
  { forms = {}, bodies = {} }: { forms?: Record<string, LeadFormConfig>; bodies?: Record<string, PreviewBody> } = {},
): Rendered {
  try {
    const markup = renderToStaticMarkup(
      <SiteFactsProvider facts={facts.facts}>
        <PageFormsProvider forms={forms}>
          <EntryBodiesProvider
            bodies={{ ...factsBodies(facts), ...(bodies as Record<string, MdxBody>) }}
            components={mdxComponents}
          >
            {element}
          </EntryBodiesProvider>
        </PageFormsProvider>
      </SiteFactsProvider>,
    )
    return { markup }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/** Opens every `<details>` (an FAQ answer, an attorney's full bio): the preview shows what is being edited. */
export const openDetails = (markup: string) => markup.replaceAll('<details', '<details open=""')
