/**
 * HTML character references (`&amp;`, `&shy;`, `&#97;`, `&#x61;`) decoded as a browser shows them,
 * in one pass (so `&amp;lt;` stays `&lt;`). Named references by the table the MDX parser uses
 * (decode-named-character-reference, through micromark), so a body reads the same either way.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference'

/** A reference: `&name;`, `&#digits;` or `&#xhex;`. */
export const CHARACTER_REFERENCE = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g

/** What one reference (without `&` and `;`) stands for, or undefined for none: a browser shows it as written. */
export function decodeReference(name: string): string | undefined {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
    // NUL, surrogates and numbers past Unicode read as the replacement character in a browser.
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD'
    return String.fromCodePoint(code)
  }
  const named = decodeNamedCharacterReference(name)
  return named === false ? undefined : named
}

export function decodeEntities(text: string): string {
  return text.replace(CHARACTER_REFERENCE, (whole, name: string) => decodeReference(name) ?? whole)
}
