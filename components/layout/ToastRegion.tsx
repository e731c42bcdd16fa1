export const toastRegionClass =
  'pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 md:bottom-4 md:left-auto md:right-4 md:max-w-[420px]'

/** The live region where messages appear (filled by the lead-form island when a page has one). */
export function ToastRegion() {
  return <div id="toast-region" role="status" aria-live="polite" aria-atomic="true" className={toastRegionClass} />
}
