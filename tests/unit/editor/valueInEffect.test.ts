/**
 * A switch shows the value in effect (lib/editor/valueInEffect.ts): a schema boolean with a default
 * gets the widget that shows that default when the file leaves the field out, and the default is
 * what the schema gives a file without it (a page's `sitemap`, read from the content).
 */
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pageSchema } from '../../../lib/content/schema/collections.ts'
import { contentStore } from '../../../lib/content/store.ts'
import type { ControlProps } from '../../../lib/editor/checkedControl.ts'
import { schemaFields } from '../../../lib/editor/schemaFields.ts'
import { BOOLEAN_IN_EFFECT_WIDGET } from '../../../lib/editor/widgetNames.ts'
import { registerValueInEffect, valueInEffect } from '../../../lib/editor/valueInEffect.ts'

const field = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] })

/** Decap's switch as far as this reads it: it shows its `value`. */
const Switch = ({ value }: ControlProps) => createElement('output', null, JSON.stringify(value ?? null))

function registered(): ComponentType<ControlProps> {
  const widgets: Record<string, ComponentType<ControlProps>> = {}
  registerValueInEffect({
    getWidget: () => ({ control: Switch }),
    registerWidget: (name, control) => {
      widgets[name] = control
    },
  })
  return widgets[BOOLEAN_IN_EFFECT_WIDGET]!
}

describe('a switch shows the value in effect', () => {
  const sitemap = schemaFields(pageSchema, { forms: { widget: 'checked-forms' } }).find((f) => f.name === 'sitemap')!

  it("gives a page's Sitemap switch the schema's default, as a file without the field is read", () => {
    const page = contentStore().pages.find((p) => !/^sitemap:/m.test(p.frontmatter))
    expect(page, 'a page of the content leaves `sitemap` out').toBeDefined()
    expect(sitemap.widget).toBe(BOOLEAN_IN_EFFECT_WIDGET)
    expect(sitemap.default).toBe(page!.data.sitemap)
  })

  it('a boolean without a default keeps the plain switch', () => {
    const [plain] = schemaFields(z.object({ on: z.boolean() }))
    expect(plain!.widget).toBe('boolean')
  })

  it("shows the field's value when the file has one, else the default", () => {
    const withDefault = field({ name: 'sitemap', default: sitemap.default })
    expect(valueInEffect({ field: withDefault })).toBe(sitemap.default)
    expect(valueInEffect({ field: withDefault, value: !sitemap.default })).toBe(!sitemap.default)
    const Control = registered()
    expect(renderToStaticMarkup(createElement(Control, { field: withDefault }))).toBe(
      `<output>${JSON.stringify(sitemap.default)}</output>`,
    )
    expect(renderToStaticMarkup(createElement(Control, { field: withDefault, value: false }))).toBe(
      '<output>false</output>',
    )
  })
})
