/** The buttons say what a save does: "Save to this computer" with the local backend, Decap's words with GitHub. */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { decapConfig } from '../../../lib/editor/decapConfig.ts'
import { readEditorSettings } from '../../../lib/editor/editorSettings.ts'
import { isLocalBackend, registerLocalWords, withLocalWords } from '../../../lib/editor/localWords.ts'

const config = (backend: 'local' | 'github') =>
  decapConfig({
    backend,
    settings: readEditorSettings({ EDITOR_REPO: 'firm/site' }),
    repoDir: path.resolve('.'),
    contentDir: path.resolve('content'),
  })

const en = {
  editor: { editorToolbar: { publishNow: 'Publish now', publish: 'Publish', status: 'Status: %{status}' } },
  ui: { toast: { entrySaved: 'Entry saved', onFailToPersist: 'Failed to persist entry: %{details}' } },
  app: { header: { content: 'Contents' } },
}

describe("the editor's words", () => {
  it('are changed only for the local backend', () => {
    expect(isLocalBackend(config('local'))).toBe(true)
    expect(isLocalBackend(config('github'))).toBe(false)
  })

  it('say the change is saved to this computer, and keep every other phrase', () => {
    const local = withLocalWords(en) as typeof en
    expect(local.editor.editorToolbar.publishNow).toBe('Save to this computer')
    expect(local.editor.editorToolbar.publish).toBe('Save')
    expect(local.editor.editorToolbar.status).toBe('Status: %{status}')
    expect(local.ui.toast.entrySaved).toBe('Saved to this computer (not published)')
    expect(local.ui.toast.onFailToPersist).toBe(en.ui.toast.onFailToPersist)
    expect(local.app).toBe(en.app)
  })

  it("replace Decap's English", () => {
    const locales: Record<string, Record<string, unknown>> = { en }
    registerLocalWords({
      getLocale: (name) => locales[name],
      registerLocale: (name, phrases) => (locales[name] = phrases),
    })
    expect((locales.en as typeof en).editor.editorToolbar.publishNow).toBe('Save to this computer')
  })
})
