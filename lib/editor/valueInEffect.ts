/**
 * A switch shows the value in effect: a file without the field (`sitemap:` left out) has the
 * schema's default, so the switch shows that default rather than Decap's "off". Nothing is written
 * until the switch is changed, so an untouched file stays as it was.
 */
import { createElement, type ComponentType } from 'react'
import type { ControlProps } from './checkedControl.ts'
import type { DecapCms } from './decapTypes.ts'
import { BOOLEAN_IN_EFFECT_WIDGET } from './widgetNames.ts'

/** The value the site uses: the field's own, else its default. */
export function valueInEffect(props: ControlProps): unknown {
  return props.value ?? props.field.get('default')
}

function inEffect(Base: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return function InEffectControl(props: ControlProps) {
    return createElement(Base, { ...props, value: valueInEffect(props) })
  }
}

export function registerValueInEffect(CMS: Pick<DecapCms, 'getWidget' | 'registerWidget'>): void {
  const boolean = CMS.getWidget('boolean')
  if (!boolean) throw new Error('Decap has no "boolean" widget to show the value in effect')
  CMS.registerWidget(BOOLEAN_IN_EFFECT_WIDGET, inEffect(boolean.control), boolean.preview)
}
