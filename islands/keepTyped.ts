/**
 * Form fields of an island work before it hydrates (a visitor can type into an inline case-review
 * form while the page is still loading), but React, hydrating, sets each controlled field back to
 * its server value. This notes what was typed until React takes over, and gives it back to React
 * afterwards the way a browser would: the field's value, then an input/change event.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const serverValue = (field: Field) =>
  field instanceof HTMLSelectElement
    ? (([...field.options].find((o) => o.defaultSelected) ?? field.options[0])?.value ?? '')
    : field.defaultValue

/** Call before hydrating; call the function it returns once React has committed the island. */
export function keepTyped(element: HTMLElement): () => Promise<void> {
  const typed = new Map<Field, string>()
  for (const field of element.querySelectorAll<Field>(
    'input:not([type=checkbox]):not([type=radio]), textarea, select',
  )) {
    if (field.value !== serverValue(field)) typed.set(field, field.value)
  }
  // Typing goes on while React hydrates in slices: keep the latest value.
  const note = (event: Event) => {
    if (typed.has(event.target as Field)) typed.set(event.target as Field, (event.target as Field).value)
  }
  element.addEventListener('input', note, { capture: true })
  return async () => {
    element.removeEventListener('input', note, { capture: true })
    for (const [field, value] of typed) {
      if (!field.isConnected) continue
      // React remembers the last value it saw on the field itself; it runs onChange only for a
      // value it has not seen. So: the server value through the field (React notes it), then the
      // typed one through the prototype's setter (React does not see it until the event).
      field.value = serverValue(field)
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
      // One field at a time, as a person types: React renders between two of them.
      await new Promise((resolve) => setTimeout(resolve))
    }
  }
}
