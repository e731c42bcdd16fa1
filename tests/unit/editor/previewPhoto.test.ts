/**
 * A photo in the editor (its field and its preview) is only a file Decap holds in this browser
 * (`blob:`), looked up by a photo's name: a stored address (`//attacker.invalid/x.jpg`) is never
 * asked of Decap and never reaches an `<img>`, so it makes no request.
 */
import { createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { photoUrl } from '../../../admin/photoField/photoUrl.ts'
import { AttorneyProfile } from '../../../components/attorneys/AttorneyProfile.tsx'
import { EntryBodiesProvider } from '../../../components/EntryBodies.tsx'
import { siteFacts } from '../../../lib/content/siteFacts.ts'
import { contentStore } from '../../../lib/content/store.ts'
import type { ImmutableValue } from '../../../lib/editor/decapTypes.ts'
import { renderWithFacts } from '../../renderWithFacts.ts'

/** An entry as Decap hands it, holding these files. */
const entryHolding = (files: { path: string; url: string }[]) =>
  ({ get: (key: string) => (key === 'mediaFiles' ? { toJS: () => files } : undefined) }) as unknown as ImmutableValue

const ADDRESSES = [
  '//attacker.invalid/x.jpg',
  'https://attacker.invalid/x.jpg',
  '/admin/x.jpg',
  'attorneys/../../x.jpg',
  'javascript:alert(1)//x.jpg',
]

describe("the editor's photo address", () => {
  it.each(ADDRESSES)('is nothing for a stored %s, and Decap is not asked for it', (value) => {
    const asset = vi.fn(() => value)
    expect(photoUrl(value, entryHolding([]), asset)).toBe('')
    expect(asset).not.toHaveBeenCalled()
  })

  it("is the blob Decap holds for a photo's name, and nothing when Decap answers with an address", () => {
    const blob = 'blob:http://localhost:3000/5d2f'
    expect(
      photoUrl(
        'attorneys/jane-doe.jpg',
        entryHolding([{ path: 'content/images/attorneys/jane-doe.jpg', url: blob }]),
        () => '',
      ),
    ).toBe(blob)
    expect(photoUrl('attorneys/jane-doe.jpg', entryHolding([]), () => blob)).toBe(blob)
    expect(photoUrl('attorneys/jane-doe.jpg', entryHolding([]), () => '//attacker.invalid/jane-doe.jpg')).toBe('')
    expect(photoUrl('attorneys/jane-doe.jpg', entryHolding([]), () => 'attorneys/jane-doe.jpg')).toBe('')
  })
})

describe("the attorney's block the preview draws", () => {
  const content = contentStore()
  const attorney = content.attorneys[0]!
  const render = (photo: string) =>
    renderWithFacts(
      createElement(
        EntryBodiesProvider,
        { bodies: { [attorney.file]: () => null }, components: {} },
        createElement(AttorneyProfile, {
          attorney: { file: attorney.file, anchor: 'preview', data: { ...attorney.data, photo } },
          phone: siteFacts(content).site.phones.main,
          photoRight: false,
          nameLevel: 2,
        }),
      ),
    )

  it.each(ADDRESSES)('shows no image from an address it is handed (%s)', (photo) => {
    const html = render(photo)
    expect(html).not.toContain('attacker.invalid')
    expect(html).not.toContain(`src="${photo}"`)
  })

  it('shows the blob of an unsaved upload', () => {
    expect(render('blob:http://localhost:3000/5d2f')).toContain('src="blob:http://localhost:3000/5d2f"')
  })
})
