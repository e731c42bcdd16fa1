/**
 * Fills the `{placeholders}` of an interface word (content/interface.yaml) with values. The
 * parts form keeps each value a node of its own, so a value can be an element and the text
 * renders as it did when the sentence was written in JSX.
 */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return fillParts(template, values).join('')
}

export function fillParts<V>(template: string, values: Record<string, V>): (string | V)[] {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      return name !== undefined && name in values ? (values[name] as V) : part
    })
    .filter((part) => part !== '')
}
