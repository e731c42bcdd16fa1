import { useId } from 'react'
import type { LeadFieldsConfig, LeadNotice, LeadValues } from '../../lib/content/schema/leadTypes.ts'
import { useLeadForm, type LeadFormState } from './useLeadForm.ts'
import { FormField, errorId, fieldControlClass } from './FormField.tsx'
import { MAX_LENGTH } from './leadLimits.ts'
import { DescriptionCounter, counterId } from './DescriptionCounter.tsx'
import { Honeypot } from './Honeypot.tsx'
import { CaseReviewNotice } from './CaseReviewNotice.tsx'
import { buttonBase, buttonStyles } from '../ui/ButtonLink.tsx'
import type { LeadWords } from './leadMessages.ts'

interface Props {
  config: LeadFieldsConfig
  state: LeadFormState
  notice: LeadNotice
  words: LeadWords
  /** The id of the heading that names the form, when it is outside it. */
  labelledBy?: string
  /** Put focus on First Name when shown (in a dialog). */
  focusFirst?: boolean
  /** The fields' ids begin with it (`<idPrefix>-firstName`, ...), for a link to a field; React's own id otherwise. */
  idPrefix?: string
}

/** The case-review form itself: the six fields, the hidden bot trap, the send button and the legal note. */
export function CaseReviewFields({ config, state, notice, words, labelledBy, focusFirst, idPrefix }: Props) {
  const reactId = useId()
  const id = idPrefix ?? reactId
  const { values, invalid, fieldErrors, submitting } = state
  const fieldId = (field: keyof LeadValues) => `${id}-${field}`
  const control = (field: keyof LeadValues) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    maxLength: MAX_LENGTH[field],
    'aria-invalid': invalid.has(field) || !!fieldErrors[field] || undefined,
    'aria-describedby':
      [fieldErrors[field] && errorId(fieldId(field)), field === 'description' && counterId(fieldId(field))]
        .filter(Boolean)
        .join(' ') || undefined,
    onChange: (event: { currentTarget: { value: string } }) => state.setField(field, event.currentTarget.value),
    className: fieldControlClass,
  })
  const required = (field: keyof LeadValues) => ({ ...control(field), required: true })

  return (
    <form
      ref={state.formRef}
      noValidate
      onSubmit={state.onSubmit}
      aria-labelledby={labelledBy}
      data-ready={state.ready || undefined}
      className="@container relative space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('firstName')} label={words.firstName} required error={fieldErrors.firstName}>
          <input
            type="text"
            autoComplete="given-name"
            data-autofocus={focusFirst || undefined}
            {...required('firstName')}
          />
        </FormField>
        <FormField id={fieldId('lastName')} label={words.lastName} required error={fieldErrors.lastName}>
          <input type="text" autoComplete="family-name" {...required('lastName')} />
        </FormField>
      </div>
      {/* Side by side where the form itself is wide enough (the hero's, an inline section's; never the dialog's). */}
      <div className="grid gap-4 @md:grid-cols-2">
        <FormField id={fieldId('phone')} label={words.phone} required error={fieldErrors.phone}>
          <input type="tel" autoComplete="tel" {...required('phone')} />
        </FormField>
        <FormField id={fieldId('email')} label={words.email} required error={fieldErrors.email}>
          <input type="email" autoComplete="email" {...required('email')} />
        </FormField>
      </div>
      {config.options.length > 0 && (
        <FormField id={fieldId('caseType')} label={words.caseType} required={config.caseTypeRequired}>
          <select {...(config.caseTypeRequired ? required('caseType') : control('caseType'))}>
            {!config.defaultCaseType && <option value="">{words.selectCaseType}</option>}
            {config.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <FormField id={fieldId('description')} label={words.description} error={fieldErrors.description}>
        <textarea rows={config.descriptionRows} {...control('description')} />
        <DescriptionCounter id={fieldId('description')} length={values.description.length} words={words} />
      </FormField>
      <Honeypot id={`${id}-website`} label={words.honeypot} inputRef={state.honeypot} />
      {/*
        Disabled until the form runs: sent without its script, it would put what was typed into the address.
        Faded only while sending: a form that wakes at the visitor's first touch (the hero's) is not greyed out before.
      */}
      <button
        type="submit"
        disabled={submitting || !state.ready}
        className={`${buttonBase} ${buttonStyles.primary} w-full ${submitting ? 'cursor-wait opacity-70' : ''}`}
      >
        {submitting ? words.submitting : config.submitLabel}
      </button>
      <CaseReviewNotice notice={notice} />
    </form>
  )
}

export interface CaseReviewFormProps {
  config: LeadFieldsConfig
  /** The toll-free number the messages offer when a lead cannot be sent now. Where leads go is no prop (LeadTarget). */
  phone: string
  notice: LeadNotice
  /** The thanks after a send, `{topic}` to be replaced by the form's topic (lead-forms.yaml `thanks`). */
  thanks: string
  /** The form's labels, buttons and messages in the page's language. */
  words: LeadWords
  /** The id of the section heading that names the form. */
  labelledBy: string
  /** As CaseReviewFields' `idPrefix`: the hero's form, whose First Name the hero's button links to. */
  idPrefix?: string
}

/**
 * The island of an inline case-review form (placed by <LeadForm> in MDX: CaseReviewFormSection; and
 * in a page's hero: HeroCaseReview). It lives beside the fields rather than in a file of its own so
 * that the browser build keeps it in the chunk the dialog loads too: a chunk of its own cost a page
 * with both the dialog and the hero's form 231 bytes, past the JavaScript budget (docs/PERFORMANCE.md).
 */
export function CaseReviewForm({ config, phone, notice, thanks, words, labelledBy, idPrefix }: CaseReviewFormProps) {
  const state = useLeadForm(config, phone, thanks, words)
  return (
    <CaseReviewFields
      config={config}
      state={state}
      notice={notice}
      words={words}
      labelledBy={labelledBy}
      idPrefix={idPrefix}
    />
  )
}
