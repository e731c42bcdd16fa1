/**
 * Deleting an English entry that has a Spanish file is refused, with words naming the Spanish file
 * to delete first (lib/editor/translationReview.ts): Decap asks "delete this entry?" with the
 * browser's confirm and offers no event before a delete, so the answer to that question is given
 * here. Any other question of the editor is asked as Decap asks it.
 */
import { loadedSiteIndex, loadSiteIndex } from '../../lib/editor/loadedSiteIndex.ts'
import { deleteRefusal } from '../../lib/editor/translationReview.ts'

/** Decap's own questions before it deletes an entry (decap-cms-core's Editor, handleDeleteEntry). */
const DELETE_QUESTIONS = ['onDeletePublishedEntry', 'onDeleteWithUnsavedChanges']

export function guardDeletes(win: Window, phrases: () => Record<string, unknown> | undefined): void {
  // The files may have changed since the editor opened (a Spanish file deleted a moment ago).
  win.addEventListener('hashchange', () => void loadSiteIndex())
  const confirm = win.confirm.bind(win)
  win.confirm = (message?: string) => {
    const editor = ((phrases()?.editor as Record<string, unknown> | undefined)?.editor ?? {}) as Record<string, unknown>
    if (DELETE_QUESTIONS.some((key) => editor[key] === message)) {
      const refusal = deleteRefusal(win.location.hash, loadedSiteIndex())
      if (refusal) {
        win.alert(refusal)
        return false
      }
    }
    return confirm(message)
  }
}
