/**
 * The behaviour every lead form shares: values (kept as a draft for the tab), the required
 * check, one request at a time, the messages, and a reset to the page's default on success.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react'
import type { LeadEndpoint, LeadFieldsConfig, LeadValues } from './leadTypes.ts'
import { blankLead, missingFields, restoreDraft, trimmed } from './leadValues.ts'
import { clearDraft, draftKey, readDraft, writeDraft } from './leadDraft.ts'
import { buildLeadRequest, readHutk } from './leadRequest.ts'
import { submitLead } from './submitLead.ts'
import { requiredFieldsMessage, submitErrorMessage, successMessage } from './leadMessages.ts'
import { showToast } from '../ui/toast/showToast.ts'

export interface LeadFormState {
  values: LeadValues
  setField: (field: keyof LeadValues, value: string) => void
  /** Required fields found empty by the last attempt, until they are filled in. */
  invalid: ReadonlySet<keyof LeadValues>
  submitting: boolean
  /** True once the form runs in the browser (before that, the server-rendered form cannot send). */
  ready: boolean
  honeypot: RefObject<HTMLInputElement | null>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

export function useLeadForm(config: LeadFieldsConfig, endpoint: LeadEndpoint, onSent?: () => void): LeadFormState {
  const blank = useMemo(() => blankLead(config), [config])
  const [values, setValues] = useState(blank)
  const [invalid, setInvalid] = useState<ReadonlySet<keyof LeadValues>>(new Set())
  const [submitting, setSubmitting] = useState(false)
  const [ready, setReady] = useState(false)
  const inFlight = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const storageKey = () => draftKey(location.pathname, config.name)

  useEffect(() => {
    const draft = readDraft(draftKey(location.pathname, config.name))
    if (draft) setValues(restoreDraft(config, draft))
    setReady(true)
  }, [config])

  const setField = (field: keyof LeadValues, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    writeDraft(storageKey(), next, blank)
    if (invalid.has(field)) setInvalid(new Set([...invalid].filter((f) => f !== field)))
  }

  const sent = () => {
    setValues(blank)
    setInvalid(new Set())
    clearDraft(storageKey())
    showToast(successMessage(config.topic))
    onSent?.()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const form = event.currentTarget
    const missing = missingFields(values, config)
    if (missing.length) {
      setInvalid(new Set(missing))
      showToast(requiredFieldsMessage)
      ;(form.elements.namedItem(missing[0]!) as HTMLElement | null)?.focus()
      return
    }
    // The browser's own format checks (e-mail), shown by the browser.
    if (!form.checkValidity()) return void form.reportValidity()
    if (honeypot.current?.value) return sent()
    inFlight.current = true
    setSubmitting(true)
    const page = { href: location.href, title: document.title, hutk: readHutk(document.cookie) }
    const ok = await submitLead(buildLeadRequest(endpoint, trimmed(values), page))
    inFlight.current = false
    setSubmitting(false)
    if (ok) sent()
    else showToast(submitErrorMessage)
  }

  return { values, setField, invalid, submitting, ready, honeypot, onSubmit: (event) => void onSubmit(event) }
}
