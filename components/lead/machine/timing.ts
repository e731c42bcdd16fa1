/** How long the lead logic waits for what. */

/** No answer within 15 s is a failure (the call is aborted). */
export const LEAD_TIMEOUT_MS = 15_000

/**
 * A tab marks a lead "sending" just before its call and settles the mark right after, within the
 * timeout. A mark older than the timeout plus this margin (the time between the mark and the call,
 * a slow tab's timers) belongs to a tab that died mid-send: another tab's copy may go.
 */
export const STALE_SENDING_MS = LEAD_TIMEOUT_MS + 5_000

/** How often a tab looks again at a lead another tab is sending, to thank the visitor once it went. */
export const RECHECK_MS = 2_000

/** How long a sent id is remembered: a duplicated tab's copy of the lead is unlikely to wake later. */
export const KEEP_SENT_MS = 7 * 24 * 60 * 60 * 1000
