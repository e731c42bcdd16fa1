import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Component, type ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { checkedControl, type ControlProps } from '../../../lib/editor/checkedControl.ts'
import { registerContentChecks } from '../../../lib/editor/contentChecks.ts'
import { mdxFormat } from '../../../lib/editor/contentFormats.ts'
import type { DecapCms, PreSaveArgs } from '../../../lib/editor/decapTypes.ts'
import { checkEntry } from '../../../lib/editor/entryCheck.ts'
import { attorneyWithExtension, firstBodyLine, firstFile } from './pickContent.ts'

/** Immutable.js's Map as far as the checks read it. */
const immutable = (values: Record<string, unknown>) => ({ get: (key: string) => values[key], toJS: () => values })

class BaseControl extends Component<ControlProps> {
  override render() {
    return null
  }
}

function fakeCms() {
  const widgets: Record<string, ComponentType<ControlProps>> = {}
  const listeners: Record<string, (args: PreSaveArgs) => unknown> = {}
  const cms: Pick<DecapCms, 'getWidget' | 'registerWidget' | 'registerEventListener'> = {
    getWidget: () => ({ control: BaseControl }),
    registerWidget: (name, control) => {
      widgets[name] = control
    },
    registerEventListener: ({ name, handler }) => {
      listeners[name] = handler
    },
  }
  registerContentChecks(cms)
  return { widgets, preSave: listeners.preSave!, preUnpublish: listeners.preUnpublish! }
}

/** What Decap's Widget does on save: it keeps the control's isValid apart and calls it unbound. */
function validate(control: ComponentType<ControlProps>, props: ControlProps): unknown {
  const Ctor = control as unknown as new (props: ControlProps) => { isValid(): unknown }
  const { isValid } = new Ctor(props)
  return isValid()
}

const attorneyFile = attorneyWithExtension()
const attorneyText = readFileSync(`content/${attorneyFile.file}`, 'utf8')
const attorney = mdxFormat.fromFile(attorneyText)
const attorneyEntry = (data: Record<string, unknown>) =>
  immutable({ path: `content/${attorneyFile.file}`, collection: 'attorneys', data: immutable(data) })

describe('the checked widgets', () => {
  const { widgets } = fakeCms()

  it("are registered for text, numbers, bodies and a page's forms", () => {
    expect(Object.keys(widgets).sort()).toEqual([
      'checked-body',
      'checked-forms',
      'checked-markdown',
      'checked-number',
      'checked-string',
      'checked-text',
    ])
  })

  it("refuse an invalid extension with the schema's words, found by the entry's folder", () => {
    const props = { value: '2x', field: immutable({ name: 'extension' }), entry: attorneyEntry(attorney) }
    expect(validate(widgets['checked-string']!, props)).toEqual({
      error: { type: 'CUSTOM', message: '`extension` must be 2 to 5 digits, in quotes, e.g. "214".' },
    })
    expect(validate(widgets['checked-string']!, { ...props, value: '299' })).toBe(true)
  })

  it("follow a field's `check` rule for nested fields", () => {
    const props = { value: '117', field: immutable({ name: 'zip', check: 'site.offices.*.zip' }) }
    expect(validate(widgets['checked-string']!, props)).toMatchObject({
      error: { message: '`offices.zip` must be a five-digit ZIP code in quotes, e.g. "11749".' },
    })
  })

  it('refuse a body that calls the firm specialists', () => {
    const props = { value: 'Our lawyers specialize in crashes.', field: immutable({ name: 'body' }) }
    expect(validate(widgets['checked-body']!, props)).toMatchObject({
      error: { message: expect.stringContaining('"specialize": New York\'s advertising rules (Rule 7.4)') },
    })
  })

  it("pass on the wrapped control's own verdict", () => {
    class Strict extends BaseControl {
      isValid() {
        return { error: { message: 'inner' } }
      }
    }
    const control = checkedControl(Strict, () => [])
    const Ctor = control as unknown as new (props: ControlProps) => { isValid(): unknown; inner: { current: unknown } }
    const instance = new Ctor({ field: immutable({}) })
    instance.inner.current = new Strict({ field: immutable({}) })
    expect(instance.isValid()).toEqual({ error: { message: 'inner' } })
  })
})

describe('the check before saving', () => {
  const { preSave } = fakeCms()

  it('lets an entry the schema accepts through', () => {
    expect(preSave({ entry: attorneyEntry({ ...attorney, extension: attorneyFile.unused }) })).toBeUndefined()
  })

  it('stops a save the schema refuses, with every sentence', () => {
    expect(() =>
      preSave({ entry: attorneyEntry({ ...attorney, extension: 'x', body: 'We specialize in injuries.' }) }),
    ).toThrow(
      `Not saved: \`extension\` must be 2 to 5 digits, in quotes, e.g. "214". Line ${firstBodyLine(attorneyText)}: "specialize"`,
    )
  })

  it('judges what will be written: an emptied optional field is left out, not refused', () => {
    const page = mdxFormat.fromFile(readFileSync(`content/${firstFile('pages')}`, 'utf8'))
    expect(checkEntry('pages', { ...page, canonical: '', keywords: [] })).toEqual([])
    expect(checkEntry('pages', { ...page, description: 'Too short.' })).toEqual([
      '`description` is too short: write 50 to 160 characters that sum up the page.',
    ])
  })
})

it('lib/editor imports nothing that needs Node (it runs in the browser)', () => {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^import\s(?!type\b)[^'"]*['"]([^'"]+)['"]/gm)) {
      expect(spec, `${file} imports ${spec}`).not.toMatch(/^(node:|fs$|path$|os$|gray-matter$)/)
      if (spec!.startsWith('.')) visit(path.join(path.dirname(file), spec!))
    }
  }
  visit('lib/editor/contentChecks.ts')
  visit('lib/editor/contentFormats.ts')
  expect(seen.size).toBeGreaterThan(10)
})
