/** A Spanish file's text recording `sourceHash` after `translationOf:` (or in place of the one it had). */
export function withSourceHash(text: string, sourceHash: string): string {
  // Quoted: a hash of digits and one `e` (`904024900e00`) would read as a number.
  const line = `sourceHash: "${sourceHash}"`
  return /^sourceHash:.*$/m.test(text)
    ? text.replace(/^sourceHash:.*$/m, line)
    : text.replace(/^(translationOf:.*)$/m, `$1\n${line}`)
}
