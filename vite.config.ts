import { defineConfig } from 'vite'
import mdx from '@mdx-js/rollup'
import remarkGfm from 'remark-gfm'
import remarkFrontmatter from 'remark-frontmatter'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { contentPlugin } from './scripts/vite-plugin-content.ts'
import { checkBuildSettings } from './scripts/buildSettings.ts'
import { remarkAttorneyCredentials } from './scripts/remarkAttorneyCredentials.ts'
import { searchIndexPlugin } from './scripts/vite-plugin-search-index.ts'

checkBuildSettings()

export default defineConfig({
  plugins: [
    contentPlugin(),
    searchIndexPlugin(),
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkAttorneyCredentials] }) },
    react({ include: /\.(mdx|tsx?)$/ }),
    tailwindcss(),
    vike(),
  ],
  build: { reportCompressedSize: false },
})
