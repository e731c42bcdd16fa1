// https://vike.dev/Page
/** Renders an attorney's page (components/attorneys/AttorneyPage.tsx) with their bio's compiled body. Runs on the server only. */
import { usePageContext } from 'vike-react/usePageContext'
import { mdxComponents } from '../../components/mdx.ts'
import { EntryBodiesProvider } from '../../components/EntryBodies.tsx'
import { AttorneyPage } from '../../components/attorneys/AttorneyPage.tsx'
import type { AttorneyPageData } from './attorneyPageData.ts'

export default function AttorneyRoutePage() {
  const { data, entryBodies } = usePageContext()
  const page = data && 'attorney' in data ? (data as AttorneyPageData) : undefined
  if (!page) return null
  return (
    <EntryBodiesProvider bodies={entryBodies ?? {}} components={mdxComponents}>
      <AttorneyPage attorney={page.attorney} trail={page.trail} review={page.caseReview} />
    </EntryBodiesProvider>
  )
}
