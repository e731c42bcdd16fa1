import { Island } from '../../renderer/islands/Island'
import { LeadForm } from './LeadForm'
import { usePageForms } from './PageForms'

/** `<LeadForm form="main" />` in MDX: an inline case-review form, hydrated as an island. */
export function LeadFormBlock({ form = 'main', id = 'case-review' }: { form?: string; id?: string }) {
  const settings = usePageForms()[form]
  if (!settings) throw new Error(`<LeadForm form="${form}"> names no form in this page's frontmatter \`forms:\``)
  return (
    <div id={id}>
      <Island name="LeadForm" component={LeadForm} props={{ name: form, settings }} />
    </div>
  )
}
