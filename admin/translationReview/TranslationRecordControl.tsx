/**
 * The Decap widget of a Spanish entry's `sourceHash` (registered as `translation-record`): which
 * English version the Spanish translates, shown as words rather than the hash. While that is not
 * the English file's current version the entry is marked "To review" (the list `npm run
 * translations` prints); once the staff member has brought the Spanish in line, ticking the box
 * records the English file's current version when the entry is saved. Nothing else changes the value.
 */
import { useEffect, useState } from 'react'
import type { ControlProps } from '../../lib/editor/checkedControl.ts'
import type { CollectionName } from '../../lib/content/model/entries.ts'
import { loadedSiteIndex, loadSiteIndex } from '../../lib/editor/loadedSiteIndex.ts'
import { reviewState } from '../../lib/editor/translationReview.ts'
export { TRANSLATION_RECORD_WIDGET } from '../../lib/editor/translationReview.ts'
import { REVIEWED_LABEL } from '../../lib/editor/translationReviewEvents.ts'

interface Props extends ControlProps {
  onChange(value: unknown): void
  forID?: string
  classNameWrapper?: string
}

export function TranslationRecordControl({ value, onChange, entry, collection, forID, classNameWrapper }: Props) {
  // The recorded version when the entry was opened: unticking the box puts it back.
  const [opened] = useState(() => (typeof value === 'string' ? value : undefined))
  const [, setLoaded] = useState(0)
  // The English may have been saved since the editor opened: the index as the files are now.
  useEffect(() => {
    let live = true
    void loadSiteIndex().then(() => live && setLoaded((n) => n + 1))
    return () => {
      live = false
    }
  }, [])
  const english = String(collection?.get('name') ?? '').replace(/^es-/, '') as CollectionName
  const slug = (entry?.get('data') as { get(key: string): unknown } | undefined)?.get('translationOf')
  const englishFile = `content/${english}/${String(slug)}.mdx`
  const current = typeof slug === 'string' ? loadedSiteIndex()?.sourceHashes?.[english]?.[slug] : undefined
  const state = reviewState(opened, current)
  const className = `${classNameWrapper ?? ''} translation-record`
  if (!slug)
    return (
      <div id={forID} className={className} tabIndex={-1}>
        Choose the English file this translates: saving records which version of it the Spanish says.
      </div>
    )
  if (state === 'not recorded')
    return (
      <div id={forID} className={className} data-state={state} tabIndex={-1}>
        Recorded when you save: the version of {englishFile} this Spanish translates.
      </div>
    )
  if (state === 'up to date')
    return (
      <div id={forID} className={className} data-state={state} tabIndex={-1}>
        Up to date: this translates {englishFile} as it is now.
      </div>
    )
  return (
    <div id={forID} className={className} data-state={state} tabIndex={-1}>
      <strong>To review</strong>
      <p>
        {englishFile} has changed since this Spanish was written. Compare the two, bring the Spanish in line, then tick
        the box and save.
      </p>
      <label>
        <input
          type="checkbox"
          checked={value === current}
          onChange={(event) => onChange(event.target.checked ? current : opened)}
        />{' '}
        {REVIEWED_LABEL}
      </label>
    </div>
  )
}
