/**
 * Letters of other alphabets drawn like Latin ones: a reader cannot tell "specialists" written with
 * a Cyrillic `а` or `е` from the plain word, so the advertising rules read them as the Latin letter.
 * Full-width and other compatibility forms (`ｓ`, `𝐬`) are folded by Unicode's NFKC before this.
 */
const PAIRS =
  // Cyrillic, lower and upper case.
  'аa еe оo рp сc уy хx іi јj ѕs ԁd һh ӏl ԛq ԝw ѵv ' +
  'АA ВB ЕE КK МM НH ОO РP СC ТT УY ХX ІI ЈJ ЅS ԀD ӀI ԚQ ԜW ѴV ' +
  // Greek, lower and upper case.
  'οo αa εe ιi κk νv ρp τt υu χx ϲc ϳj ' +
  'ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX ϹC ' +
  // Latin letters of other languages drawn like plain ones, and Armenian.
  'ıi ȷj ɑa ɡg ʏy օo սu ոn'

const TABLE = new Map<string, string>()
for (const pair of PAIRS.split(' ')) {
  const letters = [...pair]
  if (letters.length === 2) TABLE.set(letters[0]!, letters[1]!)
}

/** The Latin letter a look-alike stands for, or the character itself. */
export function foldLookAlike(char: string): string {
  return TABLE.get(char) ?? char
}
