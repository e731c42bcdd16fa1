/** Name parts the attorney blocks show. */

const SUFFIX = /^(jr|sr|ii|iii|iv|esq)\.?$/i

/** Initials for a portrait placeholder: "Colm O'Fennessy Jr." -> "CO". */
export function initials(name: string): string {
  const words = name.replace(/,.*$/, '').split(/\s+/).filter((w) => w && !SUFFIX.test(w))
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

/** The first name, for "Email {first name}". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name
}
