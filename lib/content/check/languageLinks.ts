/**
 * A link from a page of one language to a page of the other: a translation slip (the header's
 * language link is the way across). The words `npm run check` (./checkTranslations.ts) and the
 * editor (lib/editor/languageLinkCheck.ts) refuse it with; no Node here, the editor runs in the browser.
 */

export function isSpanishAddress(url: string): boolean {
  return url === '/es' || url.startsWith('/es/') || url.startsWith('/es#')
}

/** `spanish`: the Spanish page of the English page linked to, when known. */
export function englishLinkMessage(address: string, spanish?: string): string {
  return `the link to \`${address}\` goes to an English page from a Spanish one: link to ${spanish ? `its Spanish page \`${spanish}\`` : 'its Spanish page'} instead (the header's language link already offers the English).`
}

export function spanishLinkMessage(address: string): string {
  return `the link to \`${address}\` goes to a Spanish page from an English one: link to the English page instead (the header's language link already offers the Spanish).`
}
