// The /admin/ page's script: Decap CMS with the configuration generated from the content schemas
// (lib/editor/decapConfig.ts), the firm's own file formats and the content checks in the form. Its own bundle; no public page loads it.
import './browserGlobals.ts'
import CMS from 'decap-cms-app'
import config from 'virtual:editor-config'
import { registerContentChecks } from '../lib/editor/contentChecks.ts'
import { registerContentFormats } from '../lib/editor/contentFormats.ts'

registerContentFormats(CMS as never)
registerContentChecks(CMS as never)
CMS.init({ config: config as never })
