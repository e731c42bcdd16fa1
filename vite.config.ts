import { defineConfig, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { contentPlugin } from './scripts/vite-plugin-content.ts'
import { checkBuildSettings } from './scripts/buildSettings.ts'
import { searchIndexPlugin } from './scripts/vite-plugin-search-index.ts'
import { leadTargetPlugin } from './scripts/vite-plugin-lead-target.ts'
import { editorPlugin } from './scripts/vite-plugin-editor.ts'
import { dialogWithoutTransitions } from './scripts/vite-plugin-dialog-without-transitions.ts'
import { photosPlugin } from './scripts/vite-plugin-photos.ts'
import { shareImagesPlugin } from './scripts/vite-plugin-share-images.ts'
import { devGuardPlugin, devServer } from './scripts/vite-plugin-dev-guard.ts'

const config = {
  // `npm run dev` on 127.0.0.1 (HOST overrides), for this computer only (scripts/vite-plugin-dev-guard.ts).
  server: devServer(),
  plugins: [
    devGuardPlugin(),
    contentPlugin(),
    // /photos/ and /images/share/ in `npm run dev` (the build writes them: scripts/postbuild.ts).
    photosPlugin(),
    shareImagesPlugin(),
    searchIndexPlugin(),
    // Where the lead forms send leads: a constant of the build, never a page's prop.
    leadTargetPlugin(),
    dialogWithoutTransitions(),
    // /admin/ in `npm run dev` (the build makes it separately: scripts/build-editor.ts).
    editorPlugin({ backend: 'local' }),
    react({ include: /\.tsx?$/ }),
    tailwindcss(),
    vike(),
  ],
  build: {
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // React, react-dom and the code that hydrates islands always load together, and only once an
        // island is needed (islands/hydrateIsland.ts): one file compresses smaller than five.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|islands[\\/](hydrateIsland|keepTyped)\.ts/,
            },
          ],
        },
      },
    },
  },
} satisfies UserConfig

export default defineConfig(({ command }) => {
  // `vike build` writes the deployable site; `vike dev` is a local preview.
  checkBuildSettings({ deploy: command === 'build' })
  return config
})
