/**
 * The editor as `npm run dev` serves it, with its local backend, on one copy of content/ (so the
 * real files never change): one dev server for all of these tests (tests/e2e/editorSession.ts),
 * which run in this order, one after another, in one page left on /admin/ between them. The groups: its policy
 * (./editor/policy.ts), forms, checks, body editor, previews and lists (./editor/local.ts),
 * photos (./editor/photos.ts), the Spanish collections (./editor/spanish.ts).
 */
import { editorDevServer, test } from './editorSession.ts'
import './editor/policy.ts'
import './editor/local.ts'
import './editor/photos.ts'
import './editor/spanish.ts'

// In order on one worker (they share the copy); a failed test is retried alone, on a fresh copy.
test.describe.configure({ mode: 'default' })
editorDevServer()
