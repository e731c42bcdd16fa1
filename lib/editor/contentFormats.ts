/**
 * The editor's file formats for content/: MDX with YAML frontmatter, and YAML. Saving an
 * unchanged entry gives back its file byte for byte; a changed field changes only its lines
 * (lib/editor/yamlEdit.ts). Decap's `toFile` gets only the entry's fields, so `fromFile` carries
 * the file's text along in a field no form shows (`ORIGINAL_TEXT`): Decap keeps fields it has no
 * widget for (decap-cms-core's serializeValues merges them back) and hands them to `toFile`.
 */
import { frontmatterEngines } from '../content/read/frontmatterEngines.ts'
import type { DecapCms, EntryData, Formatter } from './decapTypes.ts'
import { bodyForForm, bodyToWrite, splitFrontmatter } from './frontmatterFile.ts'
import { isPlainObject } from './sameValue.ts'
import { editYaml, printYaml } from './yamlEdit.ts'

/** The format names for a collection's `format:` in config.yml, and their file extensions. */
export const MDX_FORMAT = 'content-mdx'
export const YAML_FORMAT = 'content-yaml'
/** The hidden field holding the file's text as it was opened. */
export const ORIGINAL_TEXT = '_originalText'
/** The field holding an MDX file's body (config.yml's body field must use this name). */
export const BODY_FIELD = 'body'
/** A YAML file whose top level is a list (practice-areas.yaml) is edited as this one list field. */
export const LIST_FIELD = 'items'

const readYaml = (text: string): unknown => frontmatterEngines.yaml.parse(text) ?? {}

function asFields(value: unknown): EntryData {
  return isPlainObject(value) ? value : { [LIST_FIELD]: value }
}

function fromFields(fields: EntryData, original: unknown): unknown {
  return isPlainObject(original) || original === undefined ? fields : fields[LIST_FIELD]
}

function withoutHidden(data: EntryData): EntryData {
  const { [ORIGINAL_TEXT]: _hidden, ...fields } = data
  return fields
}

export const yamlFormat: Formatter = {
  fromFile(content) {
    return { ...asFields(readYaml(content)), [ORIGINAL_TEXT]: content }
  },
  toFile(data, sortedKeys = []) {
    const original = data[ORIGINAL_TEXT]
    const fields = withoutHidden(data)
    if (typeof original !== 'string') return printYaml(fields, sortedKeys)
    const fileData = readYaml(original)
    return editYaml(original, fileData, fromFields(fields, fileData))
  },
}

export const mdxFormat: Formatter = {
  fromFile(content) {
    const file = splitFrontmatter(content)
    if (!file) return { [BODY_FIELD]: bodyForForm(content), [ORIGINAL_TEXT]: content }
    return { ...asFields(readYaml(file.yaml)), [BODY_FIELD]: bodyForForm(file.body), [ORIGINAL_TEXT]: content }
  },
  toFile(data, sortedKeys = []) {
    const { [BODY_FIELD]: body, ...fields } = withoutHidden(data)
    const bodyText = typeof body === 'string' ? body : ''
    const original = data[ORIGINAL_TEXT]
    const file = typeof original === 'string' ? splitFrontmatter(original) : undefined
    if (!file)
      return `---\n${printYaml(
        fields,
        sortedKeys.filter((key) => key !== BODY_FIELD),
      )}---\n\n${bodyText.trim()}\n`
    return `${file.open}${editYaml(file.yaml, readYaml(file.yaml), fields)}${file.close}${bodyToWrite(file.body, bodyText)}`
  },
}

/** Registers both formats; config.yml names them in each collection's `format:`. */
export function registerContentFormats(CMS: Pick<DecapCms, 'registerCustomFormat'>): void {
  CMS.registerCustomFormat(MDX_FORMAT, 'mdx', mdxFormat)
  CMS.registerCustomFormat(YAML_FORMAT, 'yaml', yamlFormat)
}
