// https://vike.dev/Page
/** Renders an entry's own page with its collection's template (./entryTemplates.tsx) and its compiled body. Runs on the server only. */
import { usePageContext } from 'vike-react/usePageContext'
import { mdxComponents } from '../../components/mdx.ts'
import { EntryBodiesProvider } from '../../components/EntryBodies.tsx'
import { EntryTemplatePage, isEntryPageData } from './entryTemplates.tsx'

export default function EntryRoutePage() {
  const { data, entryBodies } = usePageContext()
  if (!isEntryPageData(data)) return null
  return (
    <EntryBodiesProvider bodies={entryBodies ?? {}} components={mdxComponents}>
      <EntryTemplatePage data={data} />
    </EntryBodiesProvider>
  )
}
