/**
 * The checks across entries for the entry the editor is about to save, against the rest of the
 * site as the site index has it (lib/content/model/siteIndex.ts) with the entry's own record left
 * out: its links and anchors, its photo, its term, question, attorney name or page address not
 * already another's; and who still refers to an entry that would be deleted. In `npm run check`'s
 * words (lib/content/check/judgeLink.ts, photoMessages.ts, checkDuplicateNames.ts).
 */
import {
  duplicateAddressMessage,
  judgeLink,
  missingRelatedTermMessage,
  offGlossaryRelatedTermMessage,
  SELF_RELATED_TERM_MESSAGE,
  type LinkTarget,
  type LinkTargets,
} from '../content/check/judgeLink.ts'
import { photoMessages } from '../content/check/photoMessages.ts'
import { duplicateNameMessage, isNamedCollection, NAMED_BY, sameNameKey } from '../content/check/checkDuplicateNames.ts'
import type { IndexedPage, SiteIndex } from '../content/model/siteIndex.ts'
import { slugify } from '../text/slugify.ts'
import { indexByUrl, pageAt } from '../content/pagesByUrl.ts'
import { translationDeleteProblem } from './translationNeeds.ts'

/** An entry by its folder and file name: the index and Decap may name the content folder differently. */
const sameFile = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.split('/').slice(-2).join('/') === b.split('/').slice(-2).join('/')

/** The site's link targets without the page `file` (being edited), plus `self` (its unsaved record) when given. */
export function linkTargets(index: SiteIndex, file?: string, self?: IndexedPage): LinkTargets {
  const others = index.pages.filter((p) => !sameFile(p.file, file))
  const pages = indexByUrl<LinkTarget & IndexedPage>([...(self ? [self] : []), ...others], (page) =>
    page.addresses.map((a) => a.url),
  )
  const files = new Set(index.files)
  return {
    pageAt: (url) => pageAt(pages, url),
    fileExists: (url) => files.has(url),
    attorneyAnchors: new Set(index.attorneys.map((a) => slugify(a.name))),
    glossaryAnchors: new Set(index.glossary.filter((g) => g.inLegalGlossary).map((g) => g.slug)),
  }
}

/** The sentence refusing a link of the entry, or undefined. */
export function linkProblem(index: SiteIndex, url: string, file?: string, self?: IndexedPage): string | undefined {
  return judgeLink(url, linkTargets(index, file, self))
}

const isPageCollection = (collection: string) => collection === 'pages' || collection === 'es-pages'

/** The sentence refusing a photo content/images/ does not have, or undefined. */
export function photoProblem(index: SiteIndex, src: string): string | undefined {
  return index.images.includes(src) ? undefined : photoMessages.missing(src)
}

/**
 * The sentence refusing one field of the entry `file` (undefined for a new one) of `collection`
 * (the content folder's name), or undefined: a name or address another entry has, a photo
 * content/images/ does not have, a related term that does not exist.
 */
export function fieldProblem(
  index: SiteIndex,
  collection: string,
  file: string | undefined,
  field: string,
  value: unknown,
): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined
  if (isNamedCollection(collection) && NAMED_BY[collection].field === field) {
    const owner = index[collection].find((e) => !sameFile(e.file, file) && sameNameKey(e.name) === sameNameKey(value))
    return owner && duplicateNameMessage(collection, value, `${owner.file}:${owner.line}`)
  }
  if ((collection === 'attorneys' && field === 'photo') || (isPageCollection(collection) && field === 'image'))
    return photoProblem(index, value)
  if (isPageCollection(collection) && (field === 'path' || field === 'aliases')) {
    const kind = field === 'path' ? 'path' : 'alias'
    for (const page of index.pages) {
      if (sameFile(page.file, file)) continue
      const owner = page.addresses.find((a) => a.url === value)
      if (owner) return duplicateAddressMessage({ url: value, kind }, { file: page.file, ...owner })
    }
  }
  if (collection === 'glossary' && field === 'relatedTerms')
    return index.glossary.some((g) => g.slug === value) ? undefined : missingRelatedTermMessage(value)
  return undefined
}

/** The term being edited as the related-terms rules read it: its file (none while new) and its `lists` in the form. */
export interface EditedTerm {
  file: string | undefined
  lists: unknown
}

const onGlossaryPage = (lists: unknown) => Array.isArray(lists) && lists.includes('legal-glossary')

/**
 * The terms a term's "Related terms" may name (lib/content/check/checkLists.ts): the terms of
 * /legal-glossary, the term itself left out. A term not on that page shows no related terms, and
 * is offered the same ones.
 */
export function relatedTermChoices(index: SiteIndex, file: string | undefined): string[] {
  return index.glossary.filter((g) => g.inLegalGlossary && !sameFile(g.file, file)).map((g) => g.slug)
}

/** The sentence refusing `related` among the related terms of `term`, in `npm run check`'s words, or undefined. */
export function relatedTermProblem(index: SiteIndex, term: EditedTerm, related: string): string | undefined {
  const named = index.glossary.find((g) => g.slug === related)
  if (!named) return missingRelatedTermMessage(related)
  if (!onGlossaryPage(term.lists)) return undefined
  if (sameFile(named.file, term.file)) return SELF_RELATED_TERM_MESSAGE
  return named.inLegalGlossary ? undefined : offGlossaryRelatedTermMessage(related)
}

/** Who still refers to the entry `file` (another entry, or its Spanish file): the sentence refusing its deletion, or undefined. */
export function deleteProblem(index: SiteIndex, file: string): string | undefined {
  // What links to the entry first: deleting its Spanish file first would not make this one deletable.
  const term = index.glossary.find((g) => sameFile(g.file, file))
  if (term) {
    const listing = index.glossary.filter((g) => !sameFile(g.file, file) && g.relatedTerms.includes(term.slug))
    if (listing.length)
      return `the term \`${term.slug}\` is a related term of ${listing.map((g) => g.file).join(', ')}: remove it from their \`relatedTerms\` first, or keep this term.`
  }
  const page = index.pages.find((p) => sameFile(p.file, file))
  if (page) {
    const targets = linkTargets(index)
    const others = linkTargets(index, file)
    const linking = [...index.pages, ...index.attorneys, ...index.faq, ...index.glossary, ...index.otherLinks]
      .filter((e) => !sameFile(e.file, file))
      .filter((e) => e.links.some((url) => !judgeLink(url, targets) && judgeLink(url, others)))
    if (linking.length)
      return `${linking.map((e) => e.file).join(', ')} link to this page: change those links (or add this page's address to another page's \`aliases\`) first, or keep this page.`
  }
  return translationDeleteProblem(index, file)
}
