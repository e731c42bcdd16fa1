/**
 * The Spanish files against the English (content/es/ beside content/): each names an English entry of
 * its collection that exists, no English entry has two, and, once the folder holds any translation,
 * every English entry of a collection whose untranslated entries are a problem (schema/collectionRegistry.ts:
 * pages) has one (every page of the site exists in Spanish). An attorney, FAQ entry or
 * glossary term not yet translated is a warning (lib/content/translationStatus.ts): the editor saves
 * each entry on its own; until its Spanish file comes, the Spanish lists leave it out (an attorney
 * shows in English). A Spanish page links to Spanish pages and an English page to English
 * ones (a link across is a translation slip: the header's language link is the way across). Whether a
 * translation has fallen behind its English file is a warning, never a problem
 * (lib/content/translationStatus.ts).
 */
import path from 'node:path'
import type { ReadContent } from '../model/content.ts'
import type { ContentEntry } from '../model/entries.ts'
import type { ContentProblem } from '../model/problems.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { closest } from '../../text/closest.ts'
import { indexPagesByUrl, pageAt } from '../pagesByUrl.ts'
import type { PageTranslation } from '../schema/translations.ts'
import { collectionNames, collections } from '../schema/collectionRegistry.ts'
import { englishLinkMessage, isSpanishAddress, spanishLinkMessage } from './languageLinks.ts'

type Translation = ContentEntry<{ translationOf: string; sourceHash?: string }>

function inFolder(dir: string, file: string): boolean {
  return path.resolve(file).startsWith(path.resolve(dir) + path.sep)
}

export function checkTranslations(content: ReadContent, problems: ContentProblem[]): void {
  const anyTranslation = collectionNames.some((name) => content.es[name].length > 0)
  for (const name of collectionNames) {
    const english = content[name] as ContentEntry<unknown>[]
    const slugs = english.map((entry) => entry.slug)
    const translatedBy = new Map<string, Translation>()
    for (const spanish of content.es[name] as Translation[]) {
      const source = spanish.data.translationOf
      const line = findYamlLine(spanish.frontmatter, ['translationOf']) + 1
      if (!slugs.includes(source)) {
        const guess = closest(source, slugs)
        problems.push({
          file: spanish.file,
          line,
          message: `translationOf \`${source}\` names no file in content/${collections[name].folder}/: write the name of the English file this translates, without \`.mdx\`${guess ? ` (did you mean \`${guess}\`?)` : ''}.`,
        })
        continue
      }
      const first = translatedBy.get(source)
      if (first) {
        problems.push({
          file: spanish.file,
          line,
          message: `${first.file} already translates content/${collections[name].folder}/${source}.mdx: each English file has one Spanish file. Delete one of the two, or correct its \`translationOf\`.`,
        })
        continue
      }
      translatedBy.set(source, spanish)
      if (!spanish.data.sourceHash)
        problems.push({
          file: spanish.file,
          line,
          message: `no \`sourceHash\`: once this translation says what content/${collections[name].folder}/${source}.mdx says, run \`npm run translations -- --stamp ${spanish.file}\` to record which English text it translates.`,
        })
    }
    if (!anyTranslation || collections[name].translation.untranslated !== 'problem') continue
    // Pages checked with the folder from elsewhere (a test's fixture) are not the folder's to translate.
    for (const entry of english)
      if (!translatedBy.has(entry.slug) && inFolder(content.dir, entry.file))
        problems.push({
          file: entry.file,
          line: 1,
          message: `has no Spanish translation: add a file to content/es/${collections[name].folder}/ with \`translationOf: ${entry.slug}\` (docs/CONTENT.md, "Spanish pages").`,
        })
  }
  checkLinksAcross(content, problems)
}

/** A Spanish page's link to an English page, or an English page's link to a Spanish one. */
function checkLinksAcross(content: ReadContent, problems: ContentProblem[]): void {
  const spanishOf = new Map<string, string>()
  const englishBySlug = new Map(content.pages.map((page) => [page.slug, page]))
  for (const spanish of content.es.pages as ContentEntry<PageTranslation>[]) {
    const english = englishBySlug.get(spanish.data.translationOf)
    if (english) for (const url of [english.data.path, ...english.data.aliases]) spanishOf.set(url, spanish.data.path)
  }
  const englishIndex = indexPagesByUrl(content.pages)
  const pages = [...content.pages, ...content.es.pages] as ContentEntry<{ path: string }>[]
  for (const page of pages) {
    const spanishPage = isSpanishAddress(page.data.path)
    for (const link of page.analysis.links) {
      const [address = ''] = link.url.split('#')
      if (!address.startsWith('/')) continue
      if (spanishPage && !isSpanishAddress(address)) {
        const english = pageAt(englishIndex, address)
        if (!english) continue
        const spanish = spanishOf.get(english.data.path)
        problems.push({
          file: page.file,
          line: link.line,
          message: englishLinkMessage(address, spanish),
        })
      } else if (!spanishPage && isSpanishAddress(address))
        problems.push({
          file: page.file,
          line: link.line,
          message: spanishLinkMessage(address),
        })
    }
  }
}
