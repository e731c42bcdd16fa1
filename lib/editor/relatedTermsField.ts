/**
 * A glossary term's "Related terms": Decap's relation widget offering only the terms the content
 * check accepts there (the terms of /legal-glossary, ./siteCheck.ts `relatedTermChoices`, as the
 * site index has them now), and refusing at save, at the field, in `npm run check`'s words, a name
 * that is not one of them (typed in the file, or listed before the rule).
 */
import { createElement, type ComponentType } from 'react'
import { checkedControl, type ControlProps } from './checkedControl.ts'
import type { DecapCms, EntryData, ImmutableValue } from './decapTypes.ts'
import { currentEntry } from './editedEntry.ts'
import { loadedSiteIndex } from './loadedSiteIndex.ts'
import { relatedTermChoices, relatedTermProblem } from './siteCheck.ts'
import { RELATED_TERMS_WIDGET } from './widgetNames.ts'

/** The field names the widget reads in the other terms (a relation's `display_fields`/`search_fields`). */
const TERM_FIELD = 'term'

interface ImmutableField {
  get(key: string): unknown
  set(key: string, value: unknown): ImmutableField
}

const entryFile = (props: ControlProps): string | undefined => {
  const path = (props.entry as ImmutableValue | undefined)?.get('path')
  return typeof path === 'string' && path ? path : undefined
}

const values = (value: unknown): string[] => {
  const plain = (value as Partial<ImmutableValue> | undefined)?.toJS?.() ?? value
  return Array.isArray(plain) ? plain.map(String) : typeof plain === 'string' && plain ? [plain] : []
}

/** The terms (their `term` field) the list may offer, or undefined without the site index (then all are). */
export function offeredTerms(props: ControlProps): string[] | undefined {
  const index = loadedSiteIndex()
  if (!index) return undefined
  const slugs = new Set(relatedTermChoices(index, entryFile(props)))
  return index.glossary.filter((g) => slugs.has(g.slug)).map((g) => g.name)
}

/** The sentences refusing the field's names, one a name the check refuses. */
export function relatedTermsProblems(props: ControlProps): string[] {
  const index = loadedSiteIndex()
  if (!index) return []
  const data = (currentEntry(props)?.get('data') as ImmutableValue | undefined)?.toJS() as EntryData | undefined
  const term = { file: entryFile(props), lists: data?.lists }
  return values(props.value).flatMap((related) => relatedTermProblem(index, term, related) ?? [])
}

/** Decap's relation control, its choices narrowed by a `filters` rule (decap-cms-widget-relation reads one as a list of one). */
function narrowed(Relation: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return function RelatedTermsControl(props: ControlProps) {
    const terms = offeredTerms(props)
    const field = props.field as ImmutableField
    // An empty `values` would offer nothing; one no term has says the same to the widget.
    const rule = { field: TERM_FIELD, values: terms?.length ? terms : [''] }
    return createElement(Relation, { ...props, field: terms ? field.set('filters', rule) : field })
  }
}

export function registerRelatedTerms(CMS: Pick<DecapCms, 'getWidget' | 'registerWidget'>): void {
  const relation = CMS.getWidget('relation')
  if (!relation) throw new Error('Decap has no "relation" widget to narrow')
  CMS.registerWidget(
    RELATED_TERMS_WIDGET,
    checkedControl(narrowed(relation.control), relatedTermsProblems),
    relation.preview,
  )
}
