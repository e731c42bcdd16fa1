/**
 * One lead, once, however many tabs hold it. A duplicated tab starts with a copy of the tab's
 * sessionStorage, queued leads included, so two tabs may try the same lead id when the connection
 * comes back. Under one Web Lock per lead id, the holder claims the id in the marks every tab
 * reads (in one IndexedDB transaction) before it sends, and settles the claim before it lets go:
 * the next holder finds the id sent, or free again after a failure. localStorage would not do:
 * Chromium hands a write to the other tabs' copies some time after the writer let go of the lock.
 *
 * Without Web Locks the claim alone still lets one tab send; the other finds the fresh "sending"
 * mark and looks again every RECHECK_MS until the id is sent (then it thanks the visitor too) or
 * free. A tab that dies mid-send leaves its mark: after STALE_SENDING_MS another copy may go
 * (the firm may then get that lead twice, rather than never). Without any shared storage, each tab
 * sends on its own.
 */
import type { LeadResult, SenderPorts } from './ports.ts'
import { claim, settle, type Claim } from './sendMarks.ts'
import { RECHECK_MS } from './timing.ts'

export function sendOnce(
  id: string,
  send: () => Promise<LeadResult>,
  { marks, locks, clock }: Pick<SenderPorts, 'marks' | 'locks' | 'clock'>,
): Promise<LeadResult> {
  const attempt = async (): Promise<LeadResult> => {
    const claimed = await marks.update((all) => claim(all, id, clock.now())).catch((): Claim => ({ kind: 'mine' }))
    if (claimed.kind === 'sent') return claimed
    if (claimed.kind === 'elsewhere') return { kind: 'busy', at: Math.min(claimed.until, clock.now() + RECHECK_MS) }
    const result = await send()
    await marks.update((all) => settle(all, id, result.kind === 'sent', clock.now())).catch(() => undefined)
    return result
  }
  return locks ? locks.request(`lead:${id}`, attempt) : attempt()
}
