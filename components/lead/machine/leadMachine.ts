/**
 * One lead form's behaviour as a plain state machine, with no React and no browser global (the
 * world comes in through `ports`, the screen goes out through `view`):
 *
 *   starting --start--> idle --submit (checks pass)--> sending --result--> idle
 *                        ^  \--online / start / retry due (a lead queued)--> sending
 *   sending --online--> (noted) --result--> idle, then the queued lead again
 *
 * - `start`: the draft comes back, the form can send, a queued lead goes if the browser is online.
 * - `setField`: the value is kept as the tab's draft; the field's marks go.
 * - `submit`: required fields (focus on the first empty one), the description's length, the
 *   browser's own format checks, the bot trap (thanks, nothing sent), then one send at a time.
 * - a result: `sent` resets the form to the page's default (if it still shows that lead), thanks the
 *   visitor and tells the view (a dialog closes); `offline`, `network` and `busy` keep the lead in
 *   the outbox (it goes by itself once online, or when the wait is over); `timeout` and `refused`
 *   say so (a refused field is marked). Whatever happens, what the visitor typed stays in the form.
 *   Messages come from the words of the page's language (leadMessages.ts), by hand only for a lead
 *   that waits; a lead sent by itself thanks the visitor too.
 */
import type { LeadFieldsConfig, LeadValues } from '../../../lib/content/schema/leadTypes.ts'
import type { ToastMessage } from '../../ui/toast/toastStore.ts'
import { DESCRIPTION_LIMIT } from '../leadLimits.ts'
import { buildLeadRequest } from '../leadRequest.ts'
import { blankLead, missingFields, restoreDraft, trimmed } from '../leadValues.ts'
import {
  offlineMessage,
  requiredFieldsMessage,
  submitErrorMessage,
  successMessage,
  type LeadWords,
} from '../leadMessages.ts'
import type { LeadPorts, LeadResult } from './ports.ts'
import { asDraft, draftFields, formStore, type QueuedLead } from './tabStore.ts'

export type FieldErrors = Partial<Record<keyof LeadValues, string>>

export interface LeadFormSnapshot {
  values: LeadValues
  /** Required fields found empty by the last attempt, until they are filled in. */
  invalid: ReadonlySet<keyof LeadValues>
  /** A sentence to show beside a field (the service refused it, the description is too long). */
  fieldErrors: FieldErrors
  /** `starting` until the form runs in the browser (the server-rendered form cannot send); `sending` while a send of this form runs. */
  phase: 'starting' | 'idle' | 'sending'
}

export interface LeadView {
  show(message: ToastMessage): void
  focus(field: keyof LeadValues): void
  /** The lead the form shows went out (a dialog closes). */
  sent(): void
}

export interface LeadFormSettings {
  config: LeadFieldsConfig
  /** The number the messages offer when a lead cannot be sent now. */
  phone: string
  /** lead-forms.yaml's sentence after a send, `{topic}` for the form's topic. */
  thanks: string
  words: LeadWords
}

export type LeadMachine = ReturnType<typeof createLeadMachine>

export function createLeadMachine(
  { config, phone, thanks, words }: LeadFormSettings,
  ports: LeadPorts,
  view: LeadView,
) {
  const blank = blankLead(config)
  let state: LeadFormSnapshot = { values: blank, invalid: new Set(), fieldErrors: {}, phase: 'starting' }
  const listeners = new Set<() => void>()
  const set = (change: Partial<LeadFormSnapshot>) => {
    state = { ...state, ...change }
    for (const listener of listeners) listener()
  }
  // Kept per page and form; the path is read once the form runs in the browser.
  let stores: ReturnType<typeof formStore> | undefined
  const store = () => (stores ??= formStore(ports.storage, ports.path(), config.name))
  let retry: unknown

  const reset = () => {
    set({ values: blank, invalid: new Set(), fieldErrors: {} })
    store().draft.write(null)
  }

  /** What the visitor sees after a send; `byHand`: the visitor pressed the button (not the outbox sending by itself). */
  const finish = (result: LeadResult, lead: QueuedLead, byHand: boolean) => {
    const { kind } = result
    const waits = kind === 'offline' || kind === 'network' || kind === 'busy'
    store().outbox.write(waits ? lead : null)
    if (kind === 'busy') {
      ports.clock.clearTimeout(retry)
      // A timer cannot wait longer than 2^31 - 1 ms; one that fires early finds the wait not over and sets another.
      retry = ports.clock.setTimeout(sendQueued, Math.min(result.at - ports.clock.now(), 2 ** 31 - 1))
    }
    if (kind === 'sent') {
      // The form may show edits made after the lead was queued: those stay as a draft.
      const showsThisLead = byHand || JSON.stringify(trimmed(state.values)) === JSON.stringify(lead.values)
      if (showsThisLead) reset()
      view.show(successMessage(words, thanks, config.topic))
      if (showsThisLead) view.sent()
    } else if (kind === 'offline') {
      if (byHand) view.show(offlineMessage(words, phone))
    } else if (waits) {
      if (byHand) view.show(submitErrorMessage(words))
    } else {
      if (kind === 'refused' && result.fields.length) {
        set({ fieldErrors: Object.fromEntries(result.fields.map((f) => [f, words.refusedField])) })
        if (byHand) view.focus(result.fields[0]!)
      }
      view.show(submitErrorMessage(words))
    }
  }

  // The connection came back while a send ran (one that may fail for want of it): look again after it.
  let onlineMeanwhile = false
  const send = async (lead: QueuedLead, byHand: boolean) => {
    set({ phase: 'sending' })
    onlineMeanwhile = false
    try {
      finish(await ports.sender.send(lead.id, lead.request), lead, byHand)
    } catch (error) {
      ports.log(error)
      view.show(submitErrorMessage(words))
    } finally {
      set({ phase: 'idle' })
    }
    if (onlineMeanwhile) void sendQueued()
  }

  /** Sends what waits in the outbox (on `online`, when the form starts, when a wait is over); after the send of this form that runs, if one does. */
  const sendQueued = () => {
    const lead = store().queued()
    if (!lead || !ports.online()) return
    if (state.phase === 'sending') onlineMeanwhile = true
    else if (state.phase === 'idle') return send(lead, false)
  }

  return {
    get: (): LeadFormSnapshot => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /** The form runs in the browser; returns what stops it. */
    start(): () => void {
      const draft = draftFields(store().draft.read())
      set({ values: draft ? restoreDraft(config, draft) : state.values, phase: 'idle' })
      void sendQueued()
      return () => ports.clock.clearTimeout(retry)
    },

    /** The connection is back. */
    online: () => void sendQueued(),

    setField(field: keyof LeadValues, value: string): void {
      const values = { ...state.values, [field]: value }
      store().draft.write(asDraft(values, blank))
      set({
        values,
        invalid: new Set([...state.invalid].filter((f) => f !== field)),
        fieldErrors: { ...state.fieldErrors, [field]: undefined },
      })
    },

    /**
     * The visitor sends the form. `trap`: the bot trap's value; `formValid`: the browser's own
     * format checks (it shows its message when they fail).
     */
    submit(trap: string, formValid: () => boolean): Promise<void> | undefined {
      if (state.phase !== 'idle') return
      const missing = missingFields(state.values, config)
      if (missing.length) {
        set({ invalid: new Set(missing) })
        view.show(requiredFieldsMessage(words))
        return void view.focus(missing[0]!)
      }
      if (state.values.description.length > DESCRIPTION_LIMIT) {
        set({ fieldErrors: { ...state.fieldErrors, description: words.descriptionTooLong } })
        return void view.focus('description')
      }
      if (!formValid()) return
      if (trap) {
        reset()
        view.show(successMessage(words, thanks, config.topic))
        return void view.sent()
      }
      // A lead sent again keeps the id and page context of its first try, with the values as they are now.
      const first = store().queued()
      const values = trimmed(state.values)
      const page = first?.page ?? ports.page()
      const request = buildLeadRequest(ports.target.api, values, page)
      return send({ id: first?.id ?? ports.newId(), request, values, page }, true)
    },
  }
}
