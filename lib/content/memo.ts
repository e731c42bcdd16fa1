/** A value derived from the content, made on first use and kept as long as that read of the content. */
export function memoOnContent<C extends object, V>(derive: (content: C) => V): (content: C) => V {
  const made = new WeakMap<C, V>()
  return (content) => {
    if (made.has(content)) return made.get(content) as V
    const value = derive(content)
    made.set(content, value)
    return value
  }
}
