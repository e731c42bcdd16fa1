/** How the lead recorder answers (scripts/lead-recorder.ts): as the service does, or one of its failures. */
export type RecorderMode =
  | { kind: 'ok' }
  | { kind: 'fail'; status: number }
  | { kind: 'hang'; ms: number }
  | { kind: 'drop' }
  /** The service's answer to an e-mail address it does not accept: 400 naming `fields.email`. */
  | { kind: 'reject-email' }
  /** The service's rate limit: 429 with `Retry-After` in seconds; the lead is not stored. */
  | { kind: '429'; retryAfter: number }

export const MODE_HELP = '"ok", "fail:<status>", "hang:<ms>", "drop", "reject-email" or "429[:<seconds>]"'

/** Seconds a 429 asks the caller to wait when the mode does not say. */
export const DEFAULT_RETRY_AFTER = 2

/** Reads `ok`, `fail[:status]`, `hang[:ms]`, `drop`, `reject-email` or `429[:seconds]`; anything else is undefined. */
export function parseMode(text: string | undefined): RecorderMode | undefined {
  const [kind = 'ok', arg] = (text ?? 'ok').split(':')
  const number = arg === undefined ? undefined : Number(arg)
  if (arg !== undefined && !Number.isInteger(number)) return undefined
  if (arg === undefined && (kind === 'ok' || kind === 'drop' || kind === 'reject-email')) return { kind }
  if (kind === 'fail')
    return number === undefined
      ? { kind: 'fail', status: 500 }
      : number >= 300 && number <= 599
        ? { kind: 'fail', status: number }
        : undefined
  if (kind === 'hang') return { kind: 'hang', ms: number ?? 20000 }
  if (kind === '429') return withRetryAfter({ kind: '429', retryAfter: DEFAULT_RETRY_AFTER }, number)
  return undefined
}

/** A 429 mode with its `Retry-After` set (whole seconds, 0 or more); undefined for another mode or a bad value. */
export function withRetryAfter(mode: RecorderMode, seconds: unknown): RecorderMode | undefined {
  if (seconds === undefined) return mode
  if (mode.kind !== '429' || typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0) return undefined
  return { kind: '429', retryAfter: seconds }
}
