// Usage: npx vite build --config vite.admin.config.ts   (run by scripts/build-editor.ts in `npm run build`)
// The /admin/ editor's own page and bundle, built beside the site into dist/client/admin/, never
// through Vike's islands: no public page references any of it.
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { editorPlugin } from './scripts/vite-plugin-editor.ts'
import { searchIndexPlugin } from './scripts/vite-plugin-search-index.ts'
import { leadTargetPlugin } from './scripts/vite-plugin-lead-target.ts'

export default defineConfig({
  plugins: [
    editorPlugin({ backend: process.env.EDITOR_BACKEND === 'github' ? 'github' : 'local', editorBuild: true }),
    // The preview renders the site's components (admin/preview/): the modules the site's build makes
    // for them resolve here too (the search islands' indexes load only when a search runs: never in
    // the preview, which renders HTML without script).
    searchIndexPlugin(),
    leadTargetPlugin(),
    react(),
    // The preview's stylesheet is the site's (admin/preview/registerPreviews.ts).
    tailwindcss(),
  ],
  // One React: the site's components in the preview render with the React the site uses (decap-cms-app
  // takes it as a peer), never a second copy.
  resolve: { dedupe: ['react', 'react-dom'] },
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    assetsDir: 'admin/assets',
    reportCompressedSize: false,
    // Decap is one large app (about 1.86 MB gzip with the body editor): it loads only on /admin/.
    chunkSizeWarningLimit: 8000,
    rolldownOptions: { input: 'admin/index.html' },
  },
})
