/** A Content-Security-Policy header as a map of directive -> its values. */
export const cspDirectives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  )
