/** How the lead recorder answers (scripts/lead-recorder.ts): as the service does, or one of its failures. */
export type RecorderMode =
  | { kind: 'ok' }
  | { kind: 'fail'; status: number }
  | { kind: 'hang'; ms: number }
  | { kind: 'drop' }
  /** The service's answer to an e-mail address it does not accept: 400 naming `fields.email`. */
  | { kind: 'reject-email' }

export const MODE_HELP = '"ok", "fail:<status>", "hang:<ms>", "drop" or "reject-email"'

/** Reads `ok`, `fail[:status]`, `hang[:ms]`, `drop` or `reject-email`; anything else is undefined. */
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
  return undefined
}
