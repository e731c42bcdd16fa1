/** The letters a round placeholder shows for a person (attorney portraits, testimonials). */

const SUFFIX = /^(jr|sr|ii|iii|iv|esq)\.?$/i

/**
 * First and last initials, leaving out suffixes and anything after a comma:
 * "Colm O'Fennessy Jr." -> "CO", "James Q. Holloway" -> "JH", "Maria S." -> "MS", "Cher" -> "C".
 */
export function initials(name: string): string {
  const words = name
    .replace(/,.*$/, '')
    .split(/\s+/)
    .filter((w) => w && !SUFFIX.test(w))
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}
