/**
 * The Spanish words of the YAML files (their `es:` blocks, schema/spanishWords.ts) against the English
 * beside them: once content/es/ holds a translation, the Spanish pages show every word of the firm's
 * facts and lists, so each English word needs its Spanish one, and no Spanish word may name an office,
 * case type or variant the English lacks. The schemas already keep Spanish links under /es/; that they
 * lead to a page is judged with every other link (./checkSite.ts, spanishSiteLinks).
 */
import type { ReadContent } from '../model/content.ts'
import type { ContentProblem } from '../model/problems.ts'
import type { Site } from '../schema/collections.ts'
import { findYamlLine } from '../read/yamlLines.ts'
import { checkSpanishLists } from './checkSpanishLists.ts'

const GUIDE = '(docs/CONTENT.md, "Spanish pages")'

export function hasTranslations(content: ReadContent): boolean {
  return Object.values(content.es).some((entries) => entries.length > 0)
}

export function checkSpanishWords(content: ReadContent, problems: ContentProblem[]): void {
  if (!hasTranslations(content)) return
  if (content.site) checkSiteWords(content.site, content.siteFile, problems)
  checkLeadFormWords(content, problems)
  checkSpanishLists(content, problems)
}

function checkSiteWords(site: Site, { file, text }: ReadContent['siteFile'], problems: ContentProblem[]): void {
  const at = (path: (string | number)[], message: string) =>
    problems.push({ file, line: findYamlLine(text, path), message })
  if (!site.es) {
    at(
      ['name'],
      `site.yaml has no \`es:\` block: the Spanish pages need the Spanish words of the firm's facts (navigation, menuNote, emergencyNote, priceRange, logo, rating, brandVideo, offices, footer, notFound). Add \`es:\` at the end of the file with them ${GUIDE}.`,
    )
    return
  }
  const english = site.offices.map((office) => office.id)
  const spanish = site.es.offices
  for (const office of site.offices) {
    const words = spanish.find((w) => w.id === office.id)
    if (!words)
      at(
        ['es', 'offices'],
        `office \`${office.id}\` has no Spanish name and hours: add \`- id: ${office.id}\` with its \`name\` and \`hours\` under \`es: offices:\`.`,
      )
    else if (words.hours.length !== office.hours.length)
      at(
        ['es', 'offices', spanish.indexOf(words), 'hours'],
        `office \`${office.id}\` has ${words.hours.length} lines of hours in Spanish and ${office.hours.length} in English: write the same hours in both.`,
      )
  }
  spanish.forEach((words, i) => {
    if (!english.includes(words.id))
      at(
        ['es', 'offices', i, 'id'],
        `\`es: offices:\` names office \`${words.id}\`, which \`offices\` does not have: use one of its ids (${english.join(', ')}).`,
      )
  })
}

function checkLeadFormWords(content: ReadContent, problems: ContentProblem[]): void {
  const read = content.leadFormsFile.read
  if (!read) return
  const at = (path: (string | number)[], message: string) =>
    problems.push({ file: read.file, line: findYamlLine(read.text, path), message })
  const { caseTypes, variants, es } = read.data
  if (!es) {
    at(
      ['caseTypes'],
      `lead-forms.yaml has no \`es:\` block: the Spanish pages' forms need the Spanish label of every case type, the notice, its privacy link and the thanks. Add \`es:\` at the end of the file with them ${GUIDE}.`,
    )
    return
  }
  for (const id of Object.keys(caseTypes))
    if (!Object.hasOwn(es.caseTypes, id))
      at(
        ['es', 'caseTypes'],
        `case type \`${id}\` has no Spanish label: add \`${id}: <Spanish label>\` under \`es: caseTypes:\`.`,
      )
  for (const id of Object.keys(es.caseTypes))
    if (!Object.hasOwn(caseTypes, id))
      at(
        ['es', 'caseTypes', id],
        `\`es: caseTypes:\` names \`${id}\`, which \`caseTypes\` does not have: correct the id or remove the line.`,
      )
  for (const [name, variant] of Object.entries(variants)) {
    const labels = Object.keys(variant.optionLabels ?? {})
    const spanish = es.variants[name]?.optionLabels ?? {}
    for (const id of labels)
      if (!Object.hasOwn(spanish, id))
        at(
          es.variants[name] ? ['es', 'variants', name, 'optionLabels'] : ['variants', name, 'optionLabels'],
          `variant \`${name}\`'s \`optionLabels\` has no Spanish label for \`${id}\`: add it under \`es: variants: ${name}: optionLabels:\`.`,
        )
    for (const id of Object.keys(spanish))
      if (!labels.includes(id))
        at(
          ['es', 'variants', name, 'optionLabels', id],
          `\`es: variants: ${name}: optionLabels:\` names \`${id}\`, which that variant's \`optionLabels\` does not: remove it, or add its English label first.`,
        )
  }
  for (const name of Object.keys(es.variants))
    if (!Object.hasOwn(variants, name))
      at(
        ['es', 'variants', name],
        `\`es: variants:\` names \`${name}\`, which \`variants\` does not have: use one of ${Object.keys(variants).join(', ')}.`,
      )
}
