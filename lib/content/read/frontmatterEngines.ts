/**
 * gray-matter's languages, all refused but YAML: a file whose frontmatter opens with `---js`
 * (or `---coffee`, `---json`, ...) would otherwise be run or parsed as that language while it is
 * only being checked. YAML goes through the project's one reader (parseContentYaml.ts: plain data,
 * no tags, anchors or aliases), as lib/content/read/readYamlFile.ts reads the .yaml files.
 */
import { parseContentYaml } from './parseContentYaml.ts'

/** Thrown for a frontmatter language other than YAML; `language` is what followed `---`. */
export class FrontmatterLanguageError extends Error {
  constructor(readonly language: string) {
    super(`frontmatter language "${language}" is not allowed`)
  }
}

const refuse = (language: string) => ({
  parse: () => {
    throw new FrontmatterLanguageError(language)
  },
  stringify: () => {
    throw new FrontmatterLanguageError(language)
  },
})

/** Every name gray-matter knows (its defaults and their aliases) is replaced; unknown names are refused by gray-matter itself. */
export const frontmatterEngines = {
  yaml: { parse: (text: string) => parseContentYaml(text) as object },
  javascript: refuse('javascript'),
  js: refuse('js'),
  json: refuse('json'),
  coffee: refuse('coffee'),
  coffeescript: refuse('coffeescript'),
  cson: refuse('cson'),
  toml: refuse('toml'),
}

/** The text after the opening `---` on line 1 (`js` in `---js`), or '' for plain YAML frontmatter. */
export function frontmatterLanguage(source: string): string {
  const firstLine = source.slice(0, source.search(/\r?\n|$/))
  return firstLine.replace(/^---/, '').trim()
}

export function wrongLanguageMessage(language: string): string {
  return `the frontmatter must be plain YAML, but line 1 is \`---${language}\`. Frontmatter holds data (\`title: ...\`), never code: change line 1 to \`---\` and write each field as \`name: value\`.`
}
