/**
 * Where the editor shows a photo from: the copy Decap holds with the entry (an upload not yet
 * saved, or a file of content/images/attorneys/ it loaded with the entry), else Decap's asset for
 * it. The entry's copy comes first because Decap 3.16's own asset loading can wait out a 30 s
 * timeout on a file the local backend already gave it, showing an empty image meanwhile.
 * Only a photo's name (lib/content/schema/photoName.ts) is looked up, and only a `blob:` (a file
 * Decap holds in this browser) is shown: a stored address (`//elsewhere.example/x.jpg`) makes no
 * request, whatever Decap would make of it.
 */
import { isPhotoName } from '../../lib/content/schema/photoName.ts'
import type { ImmutableValue } from '../../lib/editor/decapTypes.ts'

export function photoUrl(
  value: unknown,
  entry: ImmutableValue | undefined,
  asset: () => { toString(): string },
): string {
  if (typeof value !== 'string' || !isPhotoName(value)) return ''
  const files = ((entry?.get('mediaFiles') as ImmutableValue | undefined)?.toJS() ?? []) as {
    path?: string
    url?: unknown
  }[]
  const held = files.find((file) => file.path?.endsWith(`/images/${value}`) && typeof file.url === 'string')
  const url = held ? String(held.url) : String(asset())
  return url.startsWith('blob:') ? url : ''
}
