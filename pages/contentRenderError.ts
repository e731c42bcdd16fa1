/**
 * Pre-rendering a page runs its components; a content mistake the checks did not catch would
 * otherwise stop the build with a stack trace that names no content file. These wrappers name
 * the page's file first, in words an editor can act on.
 */
import type { PageContextServer } from 'vike/types'
import { escapeControls } from '../lib/text/escapeControls.ts'

export function contentRenderError(file: string | undefined, error: unknown): Error {
  if (!file) return error instanceof Error ? error : new Error(String(error))
  // The reason may quote content: printed on one line, whatever it holds (lib/text/escapeControls.ts).
  const reason = escapeControls(error instanceof Error ? error.message : String(error))
  const wrapped = new Error(
    `${file}: this page could not be built (${reason}). Check the components and props on this page against docs/CONTENT.md; \`npm run check\` should have caught this, so please tell the developers too.`,
  )
  wrapped.cause = error
  // The build prints an error's stack: here the sentence alone, which is what the editor can act on.
  wrapped.stack = wrapped.message
  return wrapped
}

/** Runs a rendering step of a content page (after +data, so no render(404) passes through here), naming its file in any error. */
export async function namingContentFile<T>(pageContext: PageContextServer, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    throw contentRenderError((pageContext.data as { file?: string } | undefined)?.file, error)
  }
}
