// The /admin/ page's script: Decap CMS with the configuration generated from the content schemas
// (lib/editor/decapConfig.ts) and the firm's own file formats. Its own bundle; no public page loads it.
import './browserGlobals.ts'
import CMS from 'decap-cms-app'
import config from 'virtual:editor-config'
import { registerContentFormats } from '../lib/editor/contentFormats.ts'

registerContentFormats(CMS as never)
CMS.init({ config: config as never })
