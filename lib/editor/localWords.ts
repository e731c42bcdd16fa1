/**
 * The editor's words when it saves to this computer (the local backend, `npm run dev`): Decap's
 * "Publish now" would promise a published page, but the change is only written to this computer's
 * content/ folder. With the GitHub backend Decap keeps the editorial workflow's own words.
 */
import type { DecapCms } from './decapTypes.ts'

type Phrases = Record<string, unknown>

/** Decap's name for the backend that talks to decap-server on this computer. */
export const LOCAL_BACKEND_NAME = 'proxy'

export function isLocalBackend(config: { backend?: unknown }): boolean {
  return (config.backend as { name?: unknown } | undefined)?.name === LOCAL_BACKEND_NAME
}

export const localToolbarWords = {
  publish: 'Save',
  publishing: 'Saving to this computer...',
  publishNow: 'Save to this computer',
  publishAndCreateNew: 'Save to this computer, then add another',
  publishAndDuplicate: 'Save to this computer, then duplicate',
  published: 'Saved on this computer',
  deletePublishedEntry: 'Delete from this computer',
  deployButtonLabel: 'View the page',
}

const localToastWords = { entrySaved: 'Saved to this computer (not published)' }

const branch = (phrases: Phrases, key: string): Phrases => (phrases[key] ?? {}) as Phrases

/** English with the local words, every other phrase Decap's own. */
export function withLocalWords(en: Phrases): Phrases {
  const editor = branch(en, 'editor')
  const ui = branch(en, 'ui')
  return {
    ...en,
    editor: { ...editor, editorToolbar: { ...branch(editor, 'editorToolbar'), ...localToolbarWords } },
    ui: { ...ui, toast: { ...branch(ui, 'toast'), ...localToastWords } },
  }
}

export function registerLocalWords(CMS: Pick<DecapCms, 'getLocale' | 'registerLocale'>): void {
  const en = CMS.getLocale('en')
  if (!en) throw new Error('Decap has no English phrases to change')
  CMS.registerLocale('en', withLocalWords(en))
}
