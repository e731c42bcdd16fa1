// https://vike.dev/Page
/** Renders a content page: its MDX body with the site's components. Runs on the server only. */
import { usePageContext } from 'vike-react/usePageContext'
import { mdxComponents } from '../../components/mdx'
import { PageFormsProvider } from '../../components/lead/PageForms'
import { EntryBodiesProvider } from '../../components/EntryBodies'
import { PageLeadDialogs } from '../../components/lead/PageLeadDialogs'
import { contentPageData } from '../shellData'

export default function ContentPage() {
  const { Body, data: pageData, entryBodies } = usePageContext()
  const data = contentPageData(pageData)
  if (!Body || !data) return null
  return (
    <PageFormsProvider forms={data.forms}>
      <EntryBodiesProvider bodies={entryBodies ?? {}} components={mdxComponents}>
        <Body components={mdxComponents as never} />
      </EntryBodiesProvider>
      <PageLeadDialogs forms={data.forms} />
    </PageFormsProvider>
  )
}
