/**
 * A Decap widget control wrapped with a check: Decap asks a control's `isValid()` when the form
 * is saved, shows `{ error: { message } }` under the field and refuses to save
 * (decap-cms-core's Widget.validate and persistEntry).
 */
import { Component, createElement, createRef, type ComponentType } from 'react'

/** The props Decap gives every control; the ones a check reads. */
export interface ControlProps {
  value?: unknown
  field: { get(key: string): unknown }
  collection?: { get(key: string): unknown }
  entry?: { get(key: string): unknown }
  [prop: string]: unknown
}

interface DecapControl {
  isValid?(): unknown
  getValidateValue?(): unknown
  focus?(path?: unknown): void
}

/** `check` returns the sentences refusing the control's value; none when it is fine. */
export function checkedControl(
  Base: ComponentType<ControlProps>,
  check: (props: ControlProps) => string[],
): ComponentType<ControlProps> {
  return class CheckedControl extends Component<ControlProps> {
    private inner = createRef<DecapControl>()

    // Arrow functions: Decap keeps `isValid` apart from its control and calls it unbound.
    isValid = (): unknown => {
      const messages = check(this.props)
      // One line each (admin/admin.css keeps the line breaks): a body may have several.
      if (messages.length) return { error: { type: 'CUSTOM', message: messages.join('\n') } }
      return this.inner.current?.isValid?.() ?? true
    }

    getValidateValue = (): unknown => this.inner.current?.getValidateValue?.()

    focus = (path?: unknown): void => {
      if (this.inner.current?.focus) this.inner.current.focus(path)
      else document.getElementById(String(this.props.forID))?.focus()
    }

    override render() {
      return createElement(Base as ComponentType<ControlProps & { ref: unknown }>, { ...this.props, ref: this.inner })
    }
  }
}
