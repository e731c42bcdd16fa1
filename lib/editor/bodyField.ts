/** The body field of an MDX collection in the editor, English or Spanish. */
import type { ComponentSnippet } from './componentSnippets.ts'
import { BODY_FIELD } from './contentFormats.ts'
import type { DecapField } from './schemaFields.ts'

/**
 * `components`: the insert menu of the body editor (admin/bodyEditor/), for bodies that may use the
 * site's components; FAQ answers and glossary definitions are plain text and have none.
 */
export function bodyField(label: string, hint: string, components: ComponentSnippet[] = []): DecapField {
  // `text`, never `markdown`: Decap's rich-text editor would rewrite MDX components and spacing.
  return { name: BODY_FIELD, label, widget: 'text', hint, ...(components.length ? { components } : {}) }
}
