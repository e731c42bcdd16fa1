/**
 * The behaviour every lead form shares: values (kept as a draft for the tab), the required and
 * length checks, one send at a time, the messages, the outbox that sends a lead by itself once the
 * connection is back, or when the service's 429 wait is over (components/lead/leadOutbox.ts,
 * components/lead/leadRetry.ts), and a reset to the page's default on success.
 * Nothing here throws to the visitor: whatever fails, the button comes back and a message shows.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react'
import type { LeadFieldsConfig, LeadValues } from '../../lib/content/schema/leadTypes.ts'
import { blankLead, missingFields, restoreDraft, trimmed } from './leadValues.ts'
import { clearDraft, draftKey, readDraft, writeDraft } from './leadDraft.ts'
import { LEAD_TARGET } from 'virtual:lead-target'
import { buildLeadRequest, readHutk, type LeadPage } from './leadRequest.ts'
import { notSent, submitLead, type LeadResult } from './submitLead.ts'
import { claim, clearOutbox, outboxKey, readOutbox, release, writeOutbox, type QueuedLead } from './leadOutbox.ts'
import { DESCRIPTION_LIMIT } from './leadLimits.ts'
import { newLeadId, noteIfSent, oneTabAtATime, wasSent } from './leadSentElsewhere.ts'
import {
  offlineMessage,
  requiredFieldsMessage,
  submitErrorMessage,
  successMessage,
  type LeadWords,
} from './leadMessages.ts'
import { showToast } from '../ui/toast/showToast.ts'

export type FieldErrors = Partial<Record<keyof LeadValues, string>>

export interface LeadFormState {
  values: LeadValues
  setField: (field: keyof LeadValues, value: string) => void
  /** Required fields found empty by the last attempt, until they are filled in. */
  invalid: ReadonlySet<keyof LeadValues>
  /** A sentence to show beside a field (the service refused it, the description is too long). */
  fieldErrors: FieldErrors
  submitting: boolean
  /** True once the form runs in the browser (before that, the server-rendered form cannot send). */
  ready: boolean
  honeypot: RefObject<HTMLInputElement | null>
  formRef: RefObject<HTMLFormElement | null>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

const currentPage = (): LeadPage => ({
  href: location.href,
  title: document.title,
  hutk: readHutk(document.cookie),
  language: document.documentElement.lang,
})

/**
 * `phone`: the number the messages offer when a lead cannot be sent now (site.yaml's toll-free line);
 * `thanks`: lead-forms.yaml's sentence after a send, with `{topic}` for the form's topic;
 * `words`: the form's messages in the page's language.
 */
export function useLeadForm(
  config: LeadFieldsConfig,
  phone: string,
  thanks: string,
  words: LeadWords,
  onSent?: () => void,
): LeadFormState {
  const blank = useMemo(() => blankLead(config), [config])
  const [values, setValues] = useState(blank)
  const [invalid, setInvalid] = useState<ReadonlySet<keyof LeadValues>>(new Set())
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const [ready, setReady] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const latest = useRef({ values, onSent })
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined)
  latest.current.onSent = onSent
  const keys = () => ({
    draft: draftKey(location.pathname, config.name),
    outbox: outboxKey(location.pathname, config.name),
  })
  const update = (next: LeadValues) => {
    latest.current.values = next
    setValues(next)
  }

  // After the next paint, so that the field already shows its message (aria-invalid, aria-describedby) when focused.
  const focusField = (field: keyof LeadValues) =>
    requestAnimationFrame(() => (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus())

  const reset = () => {
    update(blank)
    setInvalid(new Set())
    setFieldErrors({})
    clearDraft(keys().draft)
  }

  /** What the visitor sees after a send; `byHand`: the visitor pressed the button (not the outbox sending by itself). */
  const finish = (result: LeadResult, lead: QueuedLead, byHand: boolean) => {
    const { outbox } = keys()
    const waits = result.kind === 'offline' || result.kind === 'network' || result.kind === 'busy'
    if (waits) writeOutbox(outbox, lead)
    else clearOutbox(outbox)
    if (result.kind === 'busy') {
      clearTimeout(retry.current)
      // A timer cannot wait longer than 2^31 - 1 ms; one that fires early finds the wait not over and sets another.
      retry.current = setTimeout(() => void sendQueued(), Math.min(result.at - Date.now(), 2 ** 31 - 1))
    }
    if (result.kind === 'sent') {
      // The form may show edits made after the lead was queued: those stay as a draft.
      const showsThisLead = byHand || JSON.stringify(trimmed(latest.current.values)) === JSON.stringify(lead.values)
      if (showsThisLead) reset()
      showToast(successMessage(words, thanks, config.topic))
      if (showsThisLead) latest.current.onSent?.()
    } else if (result.kind === 'offline') {
      if (byHand) showToast(offlineMessage(words, phone))
    } else if (result.kind === 'network' || result.kind === 'busy') {
      if (byHand) showToast(submitErrorMessage(words))
    } else {
      if (result.kind === 'refused' && result.fields.length) {
        setFieldErrors(Object.fromEntries(result.fields.map((f) => [f, words.refusedField])))
        if (byHand) focusField(result.fields[0]!)
      }
      showToast(submitErrorMessage(words))
    }
  }

  /** Sends what waits in the outbox (on `online`, when the page opens, when a 429's wait is over), unless a send of this form runs already. */
  const sendQueued = async () => {
    const { outbox } = keys()
    const lead = readOutbox(outbox)
    if (!lead || !navigator.onLine || !claim(outbox)) return
    setSubmitting(true)
    try {
      // Another tab holding a copy of this lead (a duplicated tab) may send it first: then it counts as sent here.
      const result = await oneTabAtATime(lead.id, async () =>
        wasSent(lead.id) ? ({ kind: 'sent' } as const) : noteIfSent(lead.id, await submitLead(lead.request)),
      )
      finish(result, lead, false)
    } finally {
      release(outbox)
      setSubmitting(false)
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form; what the listener calls reads the latest values through `latest` and state setters.
  useEffect(() => {
    const draft = readDraft(keys().draft)
    if (draft) update(restoreDraft(config, draft))
    setReady(true)
    const onOnline = () => void sendQueued()
    onOnline()
    window.addEventListener('online', onOnline)
    return () => {
      window.removeEventListener('online', onOnline)
      clearTimeout(retry.current)
    }
  }, [config])

  const setField = (field: keyof LeadValues, value: string) => {
    const next = { ...values, [field]: value }
    update(next)
    writeDraft(keys().draft, next, blank)
    if (invalid.has(field)) setInvalid(new Set([...invalid].filter((f) => f !== field)))
    if (fieldErrors[field]) setFieldErrors({ ...fieldErrors, [field]: undefined })
  }

  const onSubmit = async (form: HTMLFormElement) => {
    const missing = missingFields(values, config)
    if (missing.length) {
      setInvalid(new Set(missing))
      showToast(requiredFieldsMessage(words))
      return void focusField(missing[0]!)
    }
    if (values.description.length > DESCRIPTION_LIMIT) {
      setFieldErrors({ ...fieldErrors, description: words.descriptionTooLong })
      return void focusField('description')
    }
    // The browser's own format checks (e-mail), shown by the browser.
    if (!form.checkValidity()) return void form.reportValidity()
    if (honeypot.current?.value) {
      reset()
      showToast(successMessage(words, thanks, config.topic))
      return latest.current.onSent?.()
    }
    const { outbox } = keys()
    if (!claim(outbox)) return
    setSubmitting(true)
    try {
      // A lead sent again keeps the page context of its first try, with the values as they are now.
      const queued = readOutbox(outbox)
      const sending = { values: trimmed(values), page: queued?.page ?? currentPage() }
      const id = queued?.id ?? newLeadId()
      const lead = { ...sending, id, request: buildLeadRequest(LEAD_TARGET.api, sending.values, sending.page) }
      finish(noteIfSent(id, await submitLead(lead.request)), lead, true)
    } finally {
      release(outbox)
      setSubmitting(false)
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit(event.currentTarget).catch((error: unknown) => {
      notSent(error)
      showToast(submitErrorMessage(words))
    })
  }

  return { values, setField, invalid, fieldErrors, submitting, ready, honeypot, formRef, onSubmit: submit }
}
