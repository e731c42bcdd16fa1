/**
 * Checks of the FAQ and glossary entries: practice areas come from practice-areas.yaml, categories
 * from glossary-categories.yaml, related
 * terms of /legal-glossary are on that page too, bodies are plain text, `<FaqList list>` names a
 * list. Adds to `content.problems`.
 */
import type { ReadContent } from '../model/content.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { faqLists } from '../schema/collections.ts'
import { indexPagesByUrl, pageAt } from '../pagesByUrl.ts'
import { offGlossaryRelatedTermMessage, SELF_RELATED_TERM_MESSAGE } from './judgeLink.ts'

export function checkLists(content: ReadContent): void {
  const { problems } = content
  const areas = content.practiceAreas.areas
  const areaIds = new Set(areas.map((a) => a.id))
  const categories = content.glossaryCategories.categories
  const termSlugs = new Set(content.glossary.map((g) => g.slug))
  const onGlossaryPage = new Set(
    content.glossary.filter((g) => g.data.lists.includes('legal-glossary')).map((g) => g.slug),
  )
  const pagesByUrl = indexPagesByUrl(content.pages)

  areas.forEach((area, i) => {
    if (!pageAt(pagesByUrl, area.path)) {
      problems.push({
        file: content.practiceAreas.file,
        line: findYamlLine(content.practiceAreas.text, [i, 'path']),
        message: `practice area \`${area.id}\` links to \`${area.path}\`, which is no page. Use the path or an alias of its practice page.`,
      })
    }
  })

  for (const term of content.glossary) {
    const lineOf = (key: string, i: number) => findYamlLine(term.frontmatter, [key, i]) + 1
    if (!categories.includes(term.data.category)) {
      problems.push({
        file: term.file,
        line: findYamlLine(term.frontmatter, ['category']) + 1,
        message: `category \`${term.data.category}\` is not in ${content.glossaryCategories.file}. ${categories.length ? `Use one of: ${categories.join(', ')}; or add it to that file first.` : 'Create that file with one category a line (`- Legal Concepts`).'}`,
      })
    }
    term.data.practiceAreas.forEach((id, i) => {
      if (areaIds.has(id)) return
      problems.push({
        file: term.file,
        line: lineOf('practiceAreas', i),
        message: `practice area \`${id}\` is not in content/practice-areas.yaml. Use one of: ${[...areaIds].join(', ')}.`,
      })
    })
    if (term.data.lists.includes('legal-glossary')) {
      term.data.relatedTerms.forEach((related, i) => {
        if (related === term.slug)
          problems.push({
            file: term.file,
            line: lineOf('relatedTerms', i),
            message: SELF_RELATED_TERM_MESSAGE,
          })
        else if (termSlugs.has(related) && !onGlossaryPage.has(related)) {
          problems.push({
            file: term.file,
            line: lineOf('relatedTerms', i),
            message: offGlossaryRelatedTermMessage(related),
          })
        }
      })
    }
  }

  for (const entry of [...content.glossary, ...content.faq]) problems.push(...(entry.plainText?.problems ?? []))

  for (const page of content.pages) {
    page.body.split('\n').forEach((text, i) => {
      for (const tag of text.matchAll(/<FaqList\b[^>]*>/g)) {
        const list = /\blist="([^"]*)"/.exec(tag[0])?.[1]
        if (list && (faqLists as readonly string[]).includes(list)) continue
        problems.push({
          file: page.file,
          line: page.bodyOffset + i + 1,
          message: `\`<FaqList>\` needs \`list="..."\` naming one of: ${faqLists.join(', ')}${list ? ` (not \`${list}\`)` : ''}.`,
        })
      }
    })
  }
}
