import { useId } from 'react'
import type { LeadFieldsConfig, LeadNotice, LeadValues } from './leadTypes'
import type { LeadFormState } from './useLeadForm'
import { LeadField, fieldControlClass } from './LeadField'
import { Honeypot } from './Honeypot'
import { LeadFormNotice } from './LeadFormNotice'
import { buttonBase, buttonStyles } from '../ui/ButtonLink'

interface Props {
  config: LeadFieldsConfig
  state: LeadFormState
  notice: LeadNotice
  /** The id of the heading that names the form, when it is outside it. */
  labelledBy?: string
  /** Put focus on First Name when shown (in a dialog). */
  focusFirst?: boolean
}

/** The case-review form itself: the six fields, the hidden bot trap, the send button and the legal note. */
export function LeadFormFields({ config, state, notice, labelledBy, focusFirst }: Props) {
  const id = useId()
  const { values, invalid, submitting } = state
  const control = (field: keyof LeadValues) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': invalid.has(field) || undefined,
    onChange: (event: { currentTarget: { value: string } }) => state.setField(field, event.currentTarget.value),
    className: fieldControlClass,
  })
  const required = (field: keyof LeadValues) => ({ ...control(field), required: true })

  return (
    <form noValidate onSubmit={state.onSubmit} aria-labelledby={labelledBy} data-ready={state.ready || undefined} className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <LeadField id={`${id}-firstName`} label="First Name" required>
          <input type="text" autoComplete="given-name" data-autofocus={focusFirst || undefined} {...required('firstName')} />
        </LeadField>
        <LeadField id={`${id}-lastName`} label="Last Name" required>
          <input type="text" autoComplete="family-name" {...required('lastName')} />
        </LeadField>
      </div>
      <LeadField id={`${id}-phone`} label="Phone" required>
        <input type="tel" autoComplete="tel" {...required('phone')} />
      </LeadField>
      <LeadField id={`${id}-email`} label="Email" required>
        <input type="email" autoComplete="email" {...required('email')} />
      </LeadField>
      {config.options.length > 0 && (
        <LeadField id={`${id}-caseType`} label="Case Type" required={config.caseTypeRequired}>
          <select {...(config.caseTypeRequired ? required('caseType') : control('caseType'))}>
            {!config.defaultCaseType && <option value="">Select a case type</option>}
            {config.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </LeadField>
      )}
      <LeadField id={`${id}-description`} label="Description">
        <textarea rows={config.descriptionRows} {...control('description')} />
      </LeadField>
      <Honeypot id={`${id}-website`} inputRef={state.honeypot} />
      {/* Disabled until the form runs: sent without its script, it would put what was typed into the address. */}
      <button type="submit" disabled={submitting || !state.ready} className={`${buttonBase} ${buttonStyles.primary} w-full disabled:cursor-wait disabled:opacity-70`}>
        {submitting ? 'Submitting...' : config.submitLabel}
      </button>
      <LeadFormNotice notice={notice} />
    </form>
  )
}
