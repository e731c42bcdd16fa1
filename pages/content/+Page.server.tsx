// https://vike.dev/Page
/** Renders a content page: its MDX body with the site's components. Runs on the server only. */
import { usePageContext } from 'vike-react/usePageContext'
import { mdxComponents } from '../../components/mdx.ts'
import { PageFormsProvider } from '../../components/lead/PageForms.tsx'
import { EntryBodiesProvider } from '../../components/EntryBodies.tsx'
import { PageDialogsIsland } from '../../components/lead/PageDialogsIsland.tsx'
import { contentPageData } from '../shellData.ts'

export default function ContentPage() {
  const { Body, data: pageData, entryBodies } = usePageContext()
  const data = contentPageData(pageData)
  if (!Body || !data) return null
  return (
    <PageFormsProvider forms={data.forms}>
      <EntryBodiesProvider bodies={entryBodies ?? {}} components={mdxComponents}>
        <Body components={mdxComponents as never} />
      </EntryBodiesProvider>
      <PageDialogsIsland forms={data.forms} />
    </PageFormsProvider>
  )
}
