/**
 * What a visitor typed but did not send, kept for the tab (sessionStorage) per page and form,
 * so an accidental reload loses nothing. Cleared once the lead is sent.
 */
import type { LeadValues } from '../../lib/content/schema/leadTypes.ts'

const FIELDS: (keyof LeadValues)[] = ['firstName', 'lastName', 'phone', 'email', 'caseType', 'description']

export function draftKey(pathname: string, form: string): string {
  return `lead-draft:${pathname}:${form}`
}

export function readDraft(key: string): Partial<LeadValues> | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Record<string, unknown> | null
    if (!saved || typeof saved !== 'object') return undefined
    return Object.fromEntries(FIELDS.filter((f) => typeof saved[f] === 'string').map((f) => [f, saved[f] as string]))
  } catch {
    return undefined
  }
}

/** Saves the values, or forgets the draft when they equal the blank form. */
export function writeDraft(key: string, values: LeadValues, blank: LeadValues): void {
  try {
    if (FIELDS.every((f) => values[f] === blank[f])) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, JSON.stringify(values))
  } catch {
    // Storage may be full or disabled (private mode): the form still works without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // See writeDraft.
  }
}
