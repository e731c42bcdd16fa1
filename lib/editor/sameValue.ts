/**
 * Whether a value the editor hands back means the same as the value read from the file. Decap's
 * widgets normalise what they show: a number field may hand back "3" for 3, a cleared optional
 * field '' or [] where the file had no key at all. None of that is an edit, so none of it may be
 * written back.
 */

/** No value: what an optional field the file leaves out looks like after the form. */
export function isAbsent(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (isPlainObject(value)) return Object.values(value).every(isAbsent)
  return false
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

export function sameValue(fromFile: unknown, fromForm: unknown): boolean {
  if (isAbsent(fromFile) && isAbsent(fromForm)) return true
  if (fromFile instanceof Date) return sameTime(fromFile, fromForm)
  if (typeof fromFile === 'number' && typeof fromForm === 'string')
    return fromForm.trim() !== '' && Number(fromForm) === fromFile
  if (typeof fromFile === 'string' && typeof fromForm === 'number') return fromFile === String(fromForm)
  if (Array.isArray(fromFile) && Array.isArray(fromForm)) {
    return fromFile.length === fromForm.length && fromFile.every((item, i) => sameValue(item, fromForm[i]))
  }
  if (isPlainObject(fromFile) && isPlainObject(fromForm)) {
    const keys = new Set([...Object.keys(fromFile), ...Object.keys(fromForm)])
    return [...keys].every((key) => sameValue(fromFile[key], fromForm[key]))
  }
  return Object.is(fromFile, fromForm)
}

function sameTime(date: Date, other: unknown): boolean {
  if (other instanceof Date) return other.getTime() === date.getTime()
  return typeof other === 'string' && new Date(other).getTime() === date.getTime()
}

/** The form's value in the file's type: a number stays a number, text stays text. */
export function inFileType(fromFile: unknown, fromForm: unknown): unknown {
  if (
    typeof fromFile === 'number' &&
    typeof fromForm === 'string' &&
    fromForm.trim() !== '' &&
    !Number.isNaN(Number(fromForm))
  )
    return Number(fromForm)
  if (typeof fromFile === 'string' && typeof fromForm === 'number') return String(fromForm)
  return fromForm
}
