/**
 * The Decap widget for a page's `forms:` (registered as `lead-forms`, wrapped by the lead-form check
 * as `checked-forms`: lib/editor/contentChecks.ts): the page's case-review forms written out as
 * YAML, to read, so that a problem the check finds in them shows beside them (Decap draws no field,
 * and so no error, for a hidden one). They are changed in the file (README "Lead forms"); this
 * widget never changes the value, so saving leaves their lines as they are.
 */
import type { ControlProps } from '../../lib/editor/checkedControl.ts'
import { printYaml } from '../../lib/editor/yamlEdit.ts'

interface Props extends ControlProps {
  forID?: string
  classNameWrapper?: string
}

const plain = (value: unknown): unknown =>
  typeof (value as { toJS?: unknown } | undefined)?.toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value

export function FormsFieldControl({ value, forID, classNameWrapper }: Props) {
  const forms = plain(value)
  const written = forms && typeof forms === 'object' && Object.keys(forms).length ? printYaml(forms) : ''
  // Focusable, so that Decap can bring a refused field into view.
  return (
    <pre id={forID} className={`${classNameWrapper ?? ''} forms-field`} tabIndex={-1}>
      {written || 'This page has no case-review forms.'}
    </pre>
  )
}
