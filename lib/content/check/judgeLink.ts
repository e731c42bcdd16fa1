/**
 * Whether an internal link leads somewhere, in `npm run check`'s words: the one judgement
 * check/checkSite.ts makes for every link of the content and the editor makes for the entry it
 * is about to save (lib/editor/siteCheck.ts). No file system here: what exists is handed in.
 */
import { urlProblem } from '../schema/urlRule.ts'

/** The page a link may open: where it is and the anchors it has. */
export interface LinkTarget {
  file: string
  anchors: ReadonlySet<string> | readonly string[]
  usesAttorneyAnchors: boolean
  usesGlossaryAnchors: boolean
}

export interface LinkTargets {
  /** The page at a clean address (no `#`, no `?`), a trailing slash ignored. */
  pageAt(url: string): LinkTarget | undefined
  /** Whether the address is a file the site serves (public/, sitemap.xml). */
  fileExists(url: string): boolean
  attorneyAnchors: ReadonlySet<string>
  glossaryAnchors: ReadonlySet<string>
}

export function brokenLinkMessage(url: string, clean: string): string {
  return `the link to \`${url}\` goes to no page. Correct the address, or add \`${clean}\` to the \`aliases\` of the page it should open.`
}

export function missingAnchorMessage(url: string, hash: string, file: string, anchors: Iterable<string>): string {
  const some = [...anchors]
    .slice(0, 8)
    .map((a) => `#${a}`)
    .join(', ')
  return `the link to \`${url}\` points at \`#${hash}\`, which ${file} does not have. Use one of its anchors (${some || 'none'}) or remove \`#${hash}\`.`
}

/** The sentence refusing the link, or undefined when it leads somewhere (or is not the site's to judge). */
export function judgeLink(url: string, site: LinkTargets): string | undefined {
  // Other websites, and addresses the URL rule refuses (reported where they are read), are not pages to look for.
  if (!url.startsWith('/') || urlProblem(url)) return undefined
  const [pathname = '', hash] = url.split('#')
  const clean = pathname.split('?')[0] || '/'
  const target = site.pageAt(clean)
  if (!target) return site.fileExists(clean) ? undefined : brokenLinkMessage(url, clean)
  if (!hash) return undefined
  const anchors = new Set(target.anchors)
  const ok =
    anchors.has(hash) ||
    (target.usesAttorneyAnchors && site.attorneyAnchors.has(hash)) ||
    (target.usesGlossaryAnchors && site.glossaryAnchors.has(hash))
  return ok ? undefined : missingAnchorMessage(url, hash, target.file, anchors)
}

export function missingRelatedTermMessage(related: string): string {
  return `related term \`${related}\` does not exist. Use the file name (without .mdx) of a term in content/glossary/.`
}

export const SELF_RELATED_TERM_MESSAGE = 'a term cannot be related to itself: remove this line.'

/** A term of /legal-glossary names a related term that page does not show. */
export function offGlossaryRelatedTermMessage(related: string): string {
  return `related term \`${related}\` is not on /legal-glossary, so the link would lead nowhere: add \`legal-glossary\` to its \`lists\`, or remove this line.`
}

export function duplicateAddressMessage(
  claim: { url: string; kind: 'path' | 'alias' },
  owner: { file: string; line: number; kind: 'path' | 'alias' },
): string {
  return claim.kind === 'alias' && owner.kind === 'path'
    ? `alias \`${claim.url}\` is the path of another page (${owner.file}:${owner.line}). An alias must be an address no other page uses: remove it here, or change that page's path.`
    : `${claim.kind} \`${claim.url}\` is already used by ${owner.file}:${owner.line}. Each address can belong to one page only: change or remove one of them.`
}
