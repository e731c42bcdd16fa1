/**
 * The whole Decap CMS configuration, built from the schemas at build time (and at `npm run dev`
 * start) and handed to `CMS.init({ config })` through the `virtual:editor-config` module: there is
 * no config.yml to hand-edit or to fall out of date.
 */
import path from 'node:path'
import { withBodySearch } from './bodySearch.ts'
import { withContentChecks } from './checkedFields.ts'
import { editorCollections, imagesFolder } from './collections.ts'
import { localBackendUrl, type EditorSettings } from './editorSettings.ts'
import { LOCAL_BACKEND_NAME } from './localWords.ts'

/**
 * `local`: edit the working copy through decap-server (`npm run dev`, a local preview); saves are
 * files in content/ (decap-server's `fs` mode has no editorial workflow). `github`: the deployed
 * editor; each save is a branch and a pull request (`editorial_workflow`).
 */
export type EditorBackend = 'local' | 'github'

export interface ConfigOptions {
  backend: EditorBackend
  settings: EditorSettings
  /** The repository root the backend sees, and the content folder (CONTENT_DIR). */
  repoDir: string
  contentDir: string
}

const GUIDE = 'docs/CONTENT.md'

export function decapConfig({ backend, settings, repoDir, contentDir }: ConfigOptions) {
  const content = path.relative(repoDir, contentDir).split(path.sep).join('/') || '.'
  const { repo, branch } = settings
  const guide = (anchor: string, title: string) =>
    repo
      ? `Guide: [${title}](https://github.com/${repo}/blob/${branch}/${GUIDE}#${anchor}).`
      : `Guide: ${GUIDE}, "${title}".`
  const backendConfig =
    backend === 'local'
      ? { name: LOCAL_BACKEND_NAME, proxy_url: localBackendUrl(settings), branch }
      : { name: 'github', repo, branch, ...(settings.authUrl ? { base_url: settings.authUrl } : {}) }
  return {
    load_config_file: false,
    backend: backendConfig,
    ...(backend === 'github' ? { publish_mode: 'editorial_workflow' } : {}),
    // The media library lists content/images/ only (never public/, whose files are the site's own:
    // the logo); a photo is named by its path inside that folder, as content names it.
    media_folder: imagesFolder(content),
    public_folder: '',
    site_url: '/',
    display_url: '/',
    // File names from titles: ASCII lowercase words joined by `-`, as content/ names its files.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: withBodySearch(withContentChecks(editorCollections({ content, contentDir, guide }))),
  }
}
