/**
 * Decap's media library has an Upload button of its own, which would keep a file unchecked: a
 * file chosen there passes the photo field's checks first (lib/editor/photoUpload/checkPhotoUpload.ts).
 * The listener runs before React sees the choice (capture, on the document): a refused file never
 * reaches Decap and its sentence is shown as Decap shows a file over its size limit (an alert); a
 * kept one is handed on renamed as content files are named. The photo field checks its own input.
 */
import { checkPhotoUpload } from '../../lib/editor/photoUpload/checkPhotoUpload.ts'
import { decodePhoto } from './decodePhoto.ts'

/** The change events this guard sends on, which it lets through. */
const checked = new WeakSet<Event>()

async function recheck(input: HTMLInputElement, files: File[]) {
  const kept = new DataTransfer()
  for (const file of files) {
    const verdict = await checkPhotoUpload(file, () => decodePhoto(file))
    if (!verdict.ok) {
      input.value = ''
      window.alert(`Not uploaded: ${verdict.message}`)
      return
    }
    kept.items.add(new File([file], verdict.name, { type: `image/${verdict.type}`, lastModified: file.lastModified }))
  }
  input.files = kept.files
  const event = new Event('change', { bubbles: true })
  checked.add(event)
  input.dispatchEvent(event)
}

export function guardLibraryUploads(doc: Document): void {
  doc.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || checked.has(event)) return
      if (input.closest('.portrait-photo') || !input.files?.length) return
      event.stopImmediatePropagation()
      void recheck(input, [...input.files])
    },
    { capture: true },
  )
}
