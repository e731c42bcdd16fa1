import type { LeadEndpoint } from './leadTypes'

/** While a lead waits in the outbox for the connection: says so, with the number to call now. */
export function QueuedNotice({ phone }: { phone: LeadEndpoint['phone'] }) {
  return (
    <p data-lead-queued="" className="rounded-md bg-navy-50 p-3 text-sm">
      Waiting for your connection: we will send your request by itself. Or call us now at{' '}
      <a href={`tel:${phone.tel}`} data-call-tracking="" className="font-semibold text-navy-700 underline underline-offset-2">{phone.display}</a>.
    </p>
  )
}
