import { defineConfig } from 'vite'
import mdx from '@mdx-js/rollup'
import remarkGfm from 'remark-gfm'
import remarkFrontmatter from 'remark-frontmatter'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { contentPlugin } from './scripts/vite-plugin-content'
import { checkBuildSettings } from './scripts/buildSettings'
import { searchIndexPlugin } from './scripts/vite-plugin-search-index'

checkBuildSettings()

export default defineConfig({
  plugins: [
    contentPlugin(),
    searchIndexPlugin(),
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] }) },
    react({ include: /\.(mdx|tsx?)$/ }),
    tailwindcss(),
    vike(),
  ],
  build: { reportCompressedSize: false },
})
