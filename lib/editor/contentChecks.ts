/**
 * The content rules in the editor's form. Fields use the `checked-*` widgets (each wraps Decap's
 * widget of the same kind) and are refused with `npm run check`'s sentence as soon as the form is
 * saved; the body widgets run the MDX and advertising rules, and a page's `forms:` field the
 * lead-form rules (./formsCheck.ts). A `preSave` listener checks the
 * whole entry as it will be written, so nothing the schema refuses is saved even from a field
 * without a checked widget (its message then shows in the error notice). With the site index
 * (./loadedSiteIndex.ts) the checks across entries run too (./siteCheck.ts): links and anchors, a
 * term, question, attorney name or address another entry has, a photo content/images/ lacks; and an entry
 * that others still name (a related term, a linked page) is not deleted.
 *
 * In config.yml a checked field names its rule with `check: <schema>.<field path>`, e.g.
 * `check: site.offices.*.zip` (`*`: any item of a list); without it the entry's schema (by its
 * content folder) and the field's name are used.
 */
import { checkBody } from './bodyCheck.ts'
import { entryBodyLineOffset } from './bodyLines.ts'
import { checkedControl, type ControlProps } from './checkedControl.ts'
import { BODY_FIELD } from './contentFormats.ts'
import { isContentSchemaName, type ContentSchemaName } from './contentSchemas.ts'
import type { DecapCms, EntryData, ImmutableValue } from './decapTypes.ts'
import { currentEntry, editedEntry, editedFields, entrySchema } from './editedEntry.ts'
import { checkEntry } from './entryCheck.ts'
import { checkField } from './fieldCheck.ts'
import { formsFieldProblems } from './formsCheck.ts'
import { loadedSiteIndex } from './loadedSiteIndex.ts'
import { deleteProblem, fieldProblem } from './siteCheck.ts'

/** Checked widget name -> the Decap widget it wraps. */
export const CHECKED_FIELD_WIDGETS = {
  'checked-string': 'string',
  'checked-text': 'text',
  'checked-number': 'number',
} as const
/** The body editor with the file's line numbers (admin/bodyEditor/), registered by admin/main.ts. */
export const MDX_BODY_WIDGET = 'mdx-body'
/** Body widgets: raw MDX in the body editor, or in Decap's Markdown editor. */
export const CHECKED_BODY_WIDGETS = { 'checked-body': MDX_BODY_WIDGET, 'checked-markdown': 'markdown' } as const
/** A page's case-review forms, shown to read (admin/formsField/), registered by admin/main.ts. */
export const FORMS_WIDGET = 'lead-forms'
export const CHECKED_FORMS_WIDGETS = { 'checked-forms': FORMS_WIDGET } as const

function fieldRule(props: ControlProps): { schema: ContentSchemaName; path: string } | undefined {
  const rule = props.field.get('check')
  if (typeof rule === 'string') {
    const [schema, ...path] = rule.split('.')
    return isContentSchemaName(schema) ? { schema, path: path.join('.') } : undefined
  }
  const schema = entrySchema(props.entry as ImmutableValue | undefined, props.collection)
  return schema && { schema, path: String(props.field.get('name')) }
}

/** The entry's file (`content/glossary/negligence.mdx`); undefined for a new entry. */
function entryFile(props: ControlProps): string | undefined {
  const path = (props.entry as ImmutableValue | undefined)?.get('path')
  return typeof path === 'string' && path ? path : undefined
}

function checkFieldProps(props: ControlProps): string[] {
  const rule = fieldRule(props)
  const own = rule && checkField(rule.schema, rule.path, props.value)
  if (own) return [own]
  const site = loadedSiteIndex()
  const field = rule?.path.split('.')[0]
  const across = site && rule && field && fieldProblem(site, rule.schema, entryFile(props), field, props.value)
  return across ? [across] : []
}

/** The body's problems at the file's lines, as its editor numbers them. */
function checkBodyProps(props: ControlProps): string[] {
  if (typeof props.value !== 'string') return []
  const entry = currentEntry(props)
  return checkBody(props.value, entryBodyLineOffset(entry), editedEntry(entry, props.collection))
}

/** A page's `forms:` by its schema, then against lead-forms.yaml and the forms its body uses. */
function checkFormsProps(props: ControlProps): string[] {
  const data = (currentEntry(props)?.get('data') as ImmutableValue | undefined)?.toJS() as EntryData | undefined
  const own = checkField('pages', 'forms', data?.forms)
  return own ? [own] : formsFieldProblems(data?.forms, data?.[BODY_FIELD])
}

export function registerContentChecks(
  CMS: Pick<DecapCms, 'getWidget' | 'registerWidget' | 'registerEventListener'>,
): void {
  const wrap = (widgets: Record<string, string>, check: (props: ControlProps) => string[]) => {
    for (const [name, base] of Object.entries(widgets)) {
      const widget = CMS.getWidget(base)
      if (!widget) throw new Error(`Decap has no "${base}" widget to check`)
      CMS.registerWidget(name, checkedControl(widget.control, check), widget.preview)
    }
  }
  wrap(CHECKED_FIELD_WIDGETS, checkFieldProps)
  wrap(CHECKED_BODY_WIDGETS, checkBodyProps)
  wrap(CHECKED_FORMS_WIDGETS, checkFormsProps)
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const schema = entrySchema(entry, undefined)
      if (!schema) return undefined
      const data = (entry.get('data') as ImmutableValue).toJS() as EntryData
      const problems = checkEntry(schema, data, editedFields(entry.get('path'), schema, data))
      if (problems.length) throw new Error(`Not saved: ${problems.join(' ')}`)
      return undefined
    },
  })
  // Decap asks `preUnpublish` listeners before it deletes an entry (and before it unpublishes one in
  // the editorial workflow): an error stops the deletion and shows its message in the error notice.
  CMS.registerEventListener({
    name: 'preUnpublish',
    handler: ({ entry }) => {
      const site = loadedSiteIndex()
      const file = String(entry.get('path') ?? '')
      const problem = site && file ? deleteProblem(site, file) : undefined
      if (problem) throw new Error(`Not deleted: ${problem}`)
      return undefined
    },
  })
}
